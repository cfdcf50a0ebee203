import { writeFileSync } from 'node:fs'
import path from 'node:path'
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'
import { waitFor } from './wait-for.ts'

/** A received mail, parsed. */
export interface ReceivedMail {
  to: string[]
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

export interface SmtpSink {
  url: string
  port: number
  mails: ReceivedMail[]
  /** the latest mail to `email` (waits for it up to `timeoutMs`) */
  waitForMail: (email: string, options?: { after?: number; timeoutMs?: number }) => Promise<ReceivedMail>
  /** the 6-digit code of the latest sign-in mail to `email` */
  codeFor: (email: string, options?: { after?: number; timeoutMs?: number }) => Promise<string>
  /** address → SMTP reply code (e.g. 550 no such mailbox, 451 try later) the sink refuses it with */
  refusals: Map<string, number>
  close: () => Promise<void>
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives (smtp-server; its
 * built-in TLS certificate is expired, so STARTTLS is off).
 */
export async function startSmtpSink(port = 0, options: { saveTo?: string } = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = []
  const refusals = new Map<string, number>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refusals.get(address.address.toLowerCase())
      if (!code) return callback()
      const message = code >= 500 ? 'No such mailbox here' : 'Mailbox busy, try again later'
      callback(Object.assign(new Error(message), { responseCode: code }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              headers: Object.fromEntries(parsed.headers.map((h) => [h.key.toLowerCase(), h.value])),
            }
            mails.push(mail)
            if (options.saveTo) {
              const name = `${Date.now()}-${String(mails.length).padStart(5, '0')}.json`
              writeFileSync(path.join(options.saveTo, name), JSON.stringify(mail))
            }
            callback()
          })
          .catch((error: Error) => callback(error))
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  const address = server.server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port

  const waitForMail: SmtpSink['waitForMail'] = (email, { after = 0, timeoutMs = 10_000 } = {}) =>
    waitFor(
      `a mail to ${email}`,
      () =>
        mails
          .slice(after)
          .filter((m) => m.to.includes(email.toLowerCase()))
          .at(-1),
      { timeoutMs, intervalMs: 50 },
    )

  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    mails,
    refusals,
    waitForMail,
    codeFor: async (email, options) => {
      const mail = await waitForMail(email, options)
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
      if (!code) throw new Error(`no 6-digit code in the mail to ${email}`)
      return code
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
