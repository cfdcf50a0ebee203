import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { E2E_MAIL_DIR } from './e2e-env.ts'
import type { ReceivedMail } from './smtp-sink.ts'
import { waitFor } from './wait-for.ts'

const seen = new Map<string, string>()

function mailsTo(email: string): { file: string; mail: ReceivedMail }[] {
  if (!existsSync(E2E_MAIL_DIR)) return []
  return readdirSync(E2E_MAIL_DIR)
    .sort()
    .map((file) => ({ file, mail: JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as ReceivedMail }))
    .filter(({ mail }) => mail.to.includes(email.toLowerCase()))
}

/**
 * What the end-to-end server mailed through the test's SMTP server. Each call
 * waits for a mail newer than the one it returned last time for that address.
 */
export const mailbox = {
  async latest(email: string, timeoutMs = 15_000): Promise<ReceivedMail> {
    const newest = await waitFor(
      `a new mail to ${email}`,
      () => {
        const last = mailsTo(email).at(-1)
        return last && last.file !== seen.get(email) ? last : undefined
      },
      { timeoutMs, intervalMs: 100 },
    )
    seen.set(email, newest.file)
    return newest.mail
  },
  async codeFor(email: string, timeoutMs?: number): Promise<string> {
    const mail = await mailbox.latest(email, timeoutMs)
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
    if (!code) throw new Error(`no 6-digit code in the mail to ${email}`)
    return code
  },
}
