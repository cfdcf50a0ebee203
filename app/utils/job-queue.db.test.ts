import { afterEach, describe, expect, it } from 'vitest'
import { getDatabaseHandle } from './db.server.ts'
import { startJobQueue, type JobQueue } from './job-queue.server.ts'
import { waitFor } from '#tests/support/wait-for.ts'

let queue: JobQueue | undefined
afterEach(async () => {
  await queue?.stop({ graceful: false, wait: true })
  queue = undefined
})

const until = (check: () => boolean, timeoutMs = 10_000) =>
  waitFor('the queue to have done it', check, { timeoutMs, intervalMs: 50 })

describe('the job queue', () => {
  it('runs a queued job once, again after a failure, and keeps its outcome', async () => {
    queue = await startJobQueue(getDatabaseHandle())
    await queue.createQueue('test-mail')
    const seen: string[] = []
    await queue.work<{ to: string }>('test-mail', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job!.data.to)
      if (seen.length === 1) throw new Error('SMTP 421, try later')
    })
    const id = await queue.send('test-mail', { to: 'reader@example.com' }, { retryLimit: 2, retryDelay: 1 })
    let state: string | undefined
    await until(() => {
      void queue!.getJobById('test-mail', id!).then((job) => (state = job?.state))
      return state === 'completed'
    })
    expect(seen).toEqual(['reader@example.com', 'reader@example.com'])
  })

  it('starts again on a database that already holds its tables', async () => {
    queue = await startJobQueue(getDatabaseHandle())
    await queue.stop({ graceful: false, wait: true })
    queue = await startJobQueue(getDatabaseHandle())
    await queue.createQueue('again')
    expect(await queue.send('again', {})).toMatch(/^[0-9a-f-]{36}$/)
  })
})
