import { mkdirSync, rmSync } from 'node:fs'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from '../support/e2e-env.ts'

/** A real SMTP server for the end-to-end run: the product mails sign-in codes to it. */
export default async function globalSetup() {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true })
  mkdirSync(E2E_MAIL_DIR, { recursive: true })
  const sink = await startSmtpSink(E2E_SMTP_PORT, { saveTo: E2E_MAIL_DIR })
  return async () => {
    await sink.close()
  }
}
