import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { rateLimits, sessions } from '#db/schema/index.ts'
import { recordFailure } from '#app/features/sign-in/rate-limit.server.ts'
import { createSession } from '#app/features/auth/session.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { createStaffUser } from '#tests/support/staff.ts'
import { CLEANUP_TIMING, startCleanupSchedule } from './cleanup-schedule.ts'
import type { PeriodicTask } from './periodic-task.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

let schedule: PeriodicTask | undefined
let reports: unknown[]

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  reports = []
  // each finished run logs what it deleted (info when something, debug when nothing)
  for (const level of ['info', 'debug'] as const) {
    vi.spyOn(logger, level).mockImplementation(((fields: { deleted?: unknown }) => {
      if (fields?.deleted) reports.push(fields.deleted)
    }) as typeof logger.info)
  }
})
afterEach(async () => {
  await schedule?.stop()
  schedule = undefined
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const count = async (table: typeof sessions | typeof rateLimits) => (await getDb().select().from(table)).length
const moveClock = (ms: number) => vi.setSystemTime(Date.now() + ms)
/** let the timers reach the next run, and wait until that run has finished */
async function nextRun(ms: number) {
  const before = reports.length
  await vi.advanceTimersByTimeAsync(ms)
  await vi.waitFor(() => expect(reports.length).toBe(before + 1), { timeout: 10_000, interval: 20 })
  return reports.at(-1)
}

describe('the cleanup schedule', () => {
  it('deletes expired rows shortly after the start and every 10 minutes, keeping live ones', async () => {
    const user = await createStaffUser()
    await createSession(user.id)
    await recordFailure({ email: 'nobody@example.com', ip: '203.0.113.1' })
    schedule = startCleanupSchedule()

    // a week later the first session and the counters have expired; a new session is live
    moveClock(8 * DAY)
    await createSession(user.id)
    await vi.advanceTimersByTimeAsync(CLEANUP_TIMING.firstRunMs - 1)
    expect(reports).toHaveLength(0)
    expect(await count(sessions)).toBe(2)

    expect(await nextRun(1)).toMatchObject({ sessions: 1, rateLimits: 2 })
    expect(await count(sessions)).toBe(1)
    expect(await count(rateLimits)).toBe(0)

    // new counters live 15 minutes: the next run keeps them, the one after deletes them
    await recordFailure({ email: 'nobody@example.com', ip: '203.0.113.1' })
    expect(await nextRun(CLEANUP_TIMING.everyMs)).toMatchObject({ sessions: 0, rateLimits: 0 })
    expect(await count(rateLimits)).toBe(2)
    expect(await nextRun(CLEANUP_TIMING.everyMs)).toMatchObject({ rateLimits: 2 })
    expect(await count(rateLimits)).toBe(0)
    expect(await count(sessions)).toBe(1)
  })

  it('logs a failed cleanup and runs again at the next round', async () => {
    const failed = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const user = await createStaffUser()
    await createSession(user.id)
    schedule = startCleanupSchedule()
    moveClock(8 * DAY)
    // the sessions table is briefly unusable: the run fails, the process goes on
    await getDb().execute('ALTER TABLE sessions RENAME TO sessions_away')
    try {
      await vi.advanceTimersByTimeAsync(CLEANUP_TIMING.firstRunMs)
      await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1), { timeout: 10_000, interval: 20 })
    } finally {
      await getDb().execute('ALTER TABLE sessions_away RENAME TO sessions')
    }
    expect(await nextRun(CLEANUP_TIMING.everyMs)).toMatchObject({ sessions: 1 })
  })
})
