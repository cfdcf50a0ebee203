import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Transporter } from 'nodemailer'
import { getConfig } from './config.server.ts'
import { printConsoleBlock } from './console-block.server.ts'
import { logger } from './logger.server.ts'

export interface EmailMessage {
  to: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  /**
   * without SMTP_URL, printed on the console in a framed block that stands out from
   * the log (a sign-in code), so a newcomer can act on it
   */
  consoleNote?: string
}

let transport: { key: string; transporter: Transporter } | undefined

/** nodemailer is loaded at the first message, not by every process start (docs/decisions/007-memory-budget.md) */
async function getTransporter(): Promise<Transporter> {
  const { smtpUrl } = getConfig()
  const key = smtpUrl ?? 'outbox'
  if (transport?.key !== key) {
    const { default: nodemailer } = await import('nodemailer')
    transport = {
      key,
      transporter: smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    }
  }
  return transport.transporter
}

/**
 * Send through SMTP_URL; without it, write the message to DATA_DIR/outbox/*.eml, log
 * its subject and print its console note (a sign-in code) so a newcomer can still sign in.
 */
export async function sendEmail(message: EmailMessage): Promise<void> {
  const config = getConfig()
  const info = await (
    await getTransporter()
  ).sendMail({
    from: config.mailFrom,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
  })
  if (config.smtpUrl) return
  const outbox = path.join(config.dataDir, 'outbox')
  await mkdir(outbox, { recursive: true })
  const file = path.join(
    outbox,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
  )
  await writeFile(file, (info as unknown as { message: Buffer }).message)
  logger.info({ to: message.to, subject: message.subject, file }, 'Mail written to the outbox')
  if (message.consoleNote) printConsoleBlock([message.consoleNote, `(no SMTP_URL: the mail is in ${file})`])
}

/** Escape text for the simple HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}
