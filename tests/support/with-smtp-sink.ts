import { afterAll, beforeAll } from 'vitest'
import { getConfig, setConfig } from '#app/utils/config.server.ts'
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts'

/** Start a local SMTP server for this test file and send the product's mail through it. */
export function withSmtpSink(): { sink: () => SmtpSink } {
  let sink: SmtpSink | undefined
  beforeAll(async () => {
    sink = await startSmtpSink()
    setConfig({ ...getConfig(), smtpUrl: sink.url })
  })
  afterAll(async () => {
    await sink?.close()
  })
  return {
    sink: () => {
      if (!sink) throw new Error('the SMTP sink is not started')
      return sink
    },
  }
}
