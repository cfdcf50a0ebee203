import { mkdirSync, rmSync } from 'node:fs'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { E2E_SERVERS } from '../support/e2e-env.ts'

/**
 * A real SMTP server for each worker's end-to-end server: the product mails sign-in
 * codes to it, and it leaves each mail in that worker's mail folder.
 */
export default async function globalSetup() {
  const sinks = await Promise.all(
    E2E_SERVERS.map(({ mailDir, smtpPort }) => {
      rmSync(mailDir, { recursive: true, force: true })
      mkdirSync(mailDir, { recursive: true })
      return startSmtpSink(smtpPort, { saveTo: mailDir })
    }),
  )
  return async () => {
    await Promise.all(sinks.map((sink) => sink.close()))
  }
}
