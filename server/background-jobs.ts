import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { startJobQueue } from '#app/modules/jobs/job-queue.server.ts'
import { forgetNewsletterQueue, startNewsletterJobs } from '#app/modules/newsletters/newsletter-jobs.server.ts'

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
 * The job queue and its workers (newsletter sends, the daily digest), in the main
 * thread of every process: the queue gives each job to one of them. A queue that
 * cannot start leaves the site up (and says so): readers come first.
 */
export async function startBackgroundJobs(database: DatabaseHandle): Promise<BackgroundJobs> {
  try {
    const queue = await startJobQueue(database)
    await startNewsletterJobs(queue, { onlyProcess: database.kind === 'pglite', afterSmtpAccepted: killHookForTests() })
    return {
      stop: async () => {
        forgetNewsletterQueue()
        await queue.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => {})
      },
    }
  } catch (error) {
    logger.error({ err: error }, 'The job queue did not start: newsletters are not sent')
    return { stop: async () => {} }
  }
}
