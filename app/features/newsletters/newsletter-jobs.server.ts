import { hostname } from 'node:os'
import { eq, inArray } from 'drizzle-orm'
import { newsletters } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { onePerProcess } from '#app/utils/one-per-process.server.ts'
import type { JobQueue } from '#app/utils/job-queue.server.ts'
import { sendNewsletterBatch, type BatchOptions } from './newsletter-delivery.server.ts'
import { beginSending } from './newsletter-sending.server.ts'
import { sendDailyDigestIfDue } from './daily-digest.server.ts'

/** one batch of an issue's mails; at most one waits per issue */
const SEND_QUEUE = 'newsletter-send'
/** a scheduled issue's start */
const START_QUEUE = 'newsletter-start'
/** every minute: is the daily digest due? */
const DIGEST_QUEUE = 'newsletter-digest'

const holder = onePerProcess('newsletter-jobs', () => ({ queue: undefined as JobQueue | undefined }))

/** Queue the next batch of an issue that is sending (nothing when no queue runs in this process). */
export async function queueNewsletterSend(newsletterId: number, startAfter = new Date()): Promise<void> {
  await holder.queue?.send(
    SEND_QUEUE,
    { newsletterId },
    // a job of a stopped process expires and is retried by another (or the restarted one)
    { singletonKey: `newsletter:${newsletterId}`, startAfter, retryLimit: 1000, retryDelay: 5, expireInSeconds: 120 },
  )
}

/** Queue a scheduled issue's start at its time. */
export async function queueNewsletterStart(newsletterId: number, at: Date): Promise<void> {
  await holder.queue?.send(
    START_QUEUE,
    { newsletterId, scheduledAt: at.toISOString() },
    { startAfter: at, retryLimit: 100, retryDelay: 10 },
  )
}

export interface NewsletterJobOptions {
  /** test hook (sendNewsletterBatch) */
  afterSmtpAccepted?: BatchOptions['afterSmtpAccepted']
  /** the embedded database has one process: an issue a stopped sender held is taken over at once */
  onlyProcess?: boolean
}

/**
 * Workers for newsletter sends and the daily digest, on this process's queue; then
 * whatever the newsletters table says is due (an issue sending when the process
 * stopped, a scheduled one) is queued again.
 */
export async function startNewsletterJobs(queue: JobQueue, options: NewsletterJobOptions = {}): Promise<void> {
  holder.queue = queue
  const owner = `${hostname()}:${process.pid}`
  await queue.createQueue(SEND_QUEUE, { name: SEND_QUEUE, policy: 'short' })
  await queue.createQueue(START_QUEUE)
  await queue.createQueue(DIGEST_QUEUE, { name: DIGEST_QUEUE, policy: 'singleton' })

  await queue.work<{ newsletterId: number }>(SEND_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    const { newsletterId } = job!.data
    const outcome = await sendNewsletterBatch(newsletterId, { owner, afterSmtpAccepted: options.afterSmtpAccepted })
    if (outcome.kind === 'more') await queueNewsletterSend(newsletterId, outcome.dueAt)
    // held by another sender: try again shortly, in case it stopped
    if (outcome.kind === 'busy') throw new Error(`Newsletter ${newsletterId} is held by another sender`)
  })
  await queue.work<{ newsletterId: number; scheduledAt: string }>(
    START_QUEUE,
    { pollingIntervalSeconds: 2 },
    async ([job]) => {
      const { newsletterId, scheduledAt } = job!.data
      if (await beginSending(newsletterId, { scheduledAt: new Date(scheduledAt) }))
        await queueNewsletterSend(newsletterId)
    },
  )
  await queue.work(DIGEST_QUEUE, { pollingIntervalSeconds: 10 }, async () => {
    const id = await sendDailyDigestIfDue(new Date())
    if (id) await queueNewsletterSend(id)
  })
  await queue.schedule(DIGEST_QUEUE, '* * * * *')

  if (options.onlyProcess) {
    await getDb()
      .update(newsletters)
      .set({ sendLeaseOwner: null, sendLeaseUntil: null })
      .where(eq(newsletters.status, 'sending'))
  }
  const due = await getDb()
    .select({ id: newsletters.id, status: newsletters.status, scheduledAt: newsletters.scheduledAt })
    .from(newsletters)
    .where(inArray(newsletters.status, ['sending', 'scheduled']))
  for (const row of due) {
    if (row.status === 'sending') await queueNewsletterSend(row.id)
    else if (row.scheduledAt) await queueNewsletterStart(row.id, row.scheduledAt)
  }
  if (due.length > 0) logger.info({ newsletters: due.length }, 'Newsletters to send or scheduled were queued again')
}

/** No more jobs from this process (tests, shutdown). */
export function forgetNewsletterQueue(): void {
  holder.queue = undefined
}
