import { deleteExpiredRows } from './expired-rows.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { startPeriodicTask, type PeriodicTask } from './periodic-task.ts'

export interface CleanupTiming {
  /** the first cleanup, this long after the start */
  firstRunMs: number
  /** then every this long */
  everyMs: number
}

export const CLEANUP_TIMING: CleanupTiming = { firstRunMs: 30_000, everyMs: 10 * 60_000 }

/** One cleanup: delete what has expired, and say what. */
export async function runCleanup(): Promise<void> {
  const deleted = await deleteExpiredRows(new Date())
  const total = Object.values(deleted).reduce((sum, n) => sum + n, 0)
  logger[total > 0 ? 'info' : 'debug']({ deleted }, 'Deleted expired rows')
}

/**
 * The scheduled deletion of expired rows (sessions, sign-in codes, rate-limit
 * counters, unused upload addresses, counting marks, old audit entries), so no table grows without
 * bound. Started by the server's main thread only, never by render threads. With the
 * job queue (background-jobs.ts) each round is `run`: a throttled job, so one process
 * of several does it; without, the cleanup itself.
 */
export function startCleanupSchedule(
  timing: CleanupTiming = CLEANUP_TIMING,
  run: () => Promise<void> = runCleanup,
): PeriodicTask {
  return startPeriodicTask({ name: 'cleanup of expired rows', ...timing, task: run })
}
