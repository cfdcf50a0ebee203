import PgBoss from 'pg-boss'
import type { DatabaseHandle } from './db.server.ts'
import { logger } from './logger.server.ts'

/**
 * The job queue kept in the database (pg-boss), for work that must survive a restart
 * and run in one process when several run: newsletter sends, the daily digest, the
 * scheduled purges. Its tables live in a schema of their own, outside what backups
 * carry: the newsroom's own tables say what is to be sent, and a started process
 * queues again whatever they say is due (docs/decisions/012-newsletter-sending.md).
 */
export const JOB_QUEUE_SCHEMA = 'newsroom_jobs'

export interface JobQueueOptions {
  /** how often a worker asks for jobs; pg-boss's default is 2 seconds */
  pollingIntervalSeconds?: number
}

export type JobQueue = PgBoss

/**
 * Start the queue on `handle`'s database through the same connection(s) as the app:
 * pg-boss's `db` option, with DatabaseHandle.runSql running its texts (several
 * statements in one text go through PGlite's `exec`).
 */
export async function startJobQueue(handle: DatabaseHandle): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => handle.runSql(text, values) },
    schema: JOB_QUEUE_SCHEMA,
    // finished jobs are kept a week for support questions, then deleted by pg-boss itself
    deleteAfterDays: 7,
    // the queue's own upkeep: expired jobs failed, old ones archived; every process may do it
    supervise: true,
    schedule: true,
    migrate: true,
  })
  boss.on('error', (error) => logger.error({ err: error }, 'The job queue failed; it goes on'))
  await boss.start()
  return boss
}
