import type { DatabaseHandle } from '#app/utils/db.server.ts'
import type { JobQueue } from '#app/utils/job-queue.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { startJobQueue } from '#app/utils/job-queue.server.ts'
import { forgetNewsletterQueue, startNewsletterJobs } from '#app/features/newsletters/newsletter-jobs.server.ts'
import { runCleanup, startCleanupSchedule, type CleanupTiming } from './cleanup-schedule.ts'
import type { PeriodicTask } from './periodic-task.ts'

const CLEANUP_QUEUE = 'cleanup-expired-rows'

/**
 * The scheduled purges on the queue: each process's timer asks for a round, throttled to
 * one job per round's window whatever the number of processes, and one worker runs it.
 */
async function startQueuedCleanup(queue: JobQueue, timing: CleanupTiming): Promise<PeriodicTask> {
  await queue.createQueue(CLEANUP_QUEUE)
  await queue.work(CLEANUP_QUEUE, { pollingIntervalSeconds: 1 }, async () => {
    try {
      await runCleanup()
    } catch (error) {
      logger.error(
        { err: error, task: 'cleanup of expired rows' },
        'The cleanup of expired rows failed; it runs again later',
      )
      throw error
    }
  })
  const windowSeconds = Math.max(1, Math.floor(timing.everyMs / 1000))
  return startCleanupSchedule(timing, async () => {
    await queue.sendThrottled(CLEANUP_QUEUE, {}, { retryLimit: 0 }, windowSeconds, 'round')
  })
}

export interface BackgroundJobs {
  /** no new jobs; a job in progress gets a few seconds to end */
  stop: () => Promise<void>
}

/**
 * The crash test's hook (tests/newsletter-crash.test.ts): with
 * NEWSROOM_TEST_KILL_AFTER_MAILS=n the process kills itself once SMTP has accepted its
 * n-th newsletter mail, before that mail is recorded as sent.
 */
function killHookForTests(): ((accepted: number) => void) | undefined {
  const after = Number(process.env.NEWSROOM_TEST_KILL_AFTER_MAILS)
  if (!Number.isInteger(after) || after < 1) return undefined
  return (accepted) => {
    if (accepted >= after) process.kill(process.pid, 'SIGKILL')
  }
}

/**
 * The job queue and its workers (newsletter sends, the daily digest, the purges), in the main
 * thread of every process: the queue gives each job to one of them. A queue that
 * cannot start leaves the site up (and says so): readers come first.
 */
export async function startBackgroundJobs(
  database: DatabaseHandle,
  cleanupTiming: CleanupTiming,
): Promise<BackgroundJobs> {
  try {
    const queue = await startJobQueue(database)
    await startNewsletterJobs(queue, { onlyProcess: database.kind === 'pglite', afterSmtpAccepted: killHookForTests() })
    const cleanup = await startQueuedCleanup(queue, cleanupTiming)
    return {
      stop: async () => {
        forgetNewsletterQueue()
        await cleanup.stop()
        await queue.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => {})
      },
    }
  } catch (error) {
    logger.error({ err: error }, 'The job queue did not start: newsletters are not sent')
    // expired rows are still deleted, by this process's own timer
    const cleanup = startCleanupSchedule(cleanupTiming)
    return { stop: () => cleanup.stop() }
  }
}
