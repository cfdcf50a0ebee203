import { eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { eventMarks, pendingUploads, rateLimits, sessions, signInCodes } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { firstInWindow } from '#app/utils/event-marks.server.ts'
import { recordFailure } from '#app/features/sign-in/rate-limit.server.ts'
import { createSession } from '#app/features/auth/session.server.ts'
import { startSignIn } from '#app/features/sign-in/sign-in.server.ts'
import { createUploadAddress } from '#app/features/media/uploads.server.ts'
import { createStaffUser, STAFF_PASSWORD } from '#tests/support/staff.ts'
import { withSmtpSink } from '#tests/support/with-smtp-sink.ts'
import { deleteExpiredRows } from './expired-rows.server.ts'

withSmtpSink()

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const later = (from: Date, ms: number) => new Date(from.getTime() + ms)

async function remaining() {
  const db = getDb()
  return {
    sessions: (await db.select().from(sessions)).length,
    signInCodes: (await db.select().from(signInCodes)).length,
    rateLimits: (await db.select().from(rateLimits)).length,
    unusedUploadAddresses: (await db.select().from(pendingUploads).where(isNull(pendingUploads.completedAt))).length,
    uploadAddresses: (await db.select().from(pendingUploads)).length,
    eventMarks: (await db.select().from(eventMarks)).length,
  }
}

describe('deleteExpiredRows', () => {
  it('deletes each kind of row once its time has passed, and keeps the live ones', async () => {
    const start = new Date()
    const user = await createStaffUser({ email: 'editor@example.com' })
    await createSession(user.id)
    await createSession(user.id)
    expect(await startSignIn({ email: 'editor@example.com', password: STAFF_PASSWORD }, { ip: '203.0.113.1' })).toEqual(
      { requiresTwoFactor: true },
    )
    await recordFailure({ email: 'nobody@example.com', ip: '203.0.113.2' })
    await createUploadAddress({ actor: user })
    await createUploadAddress({ actor: user })
    // one address was used: its file exists, so its row stays
    const [used] = await getDb().select().from(pendingUploads).limit(1)
    await getDb()
      .update(pendingUploads)
      .set({ completedAt: new Date(), contentType: 'image/png', size: 10 })
      .where(eq(pendingUploads.objectKey, used!.objectKey))
    expect(await firstInWindow('view:1', 'visitor', MINUTE)).toBe(true)
    const all = {
      sessions: 2,
      signInCodes: 1,
      rateLimits: 2,
      unusedUploadAddresses: 1,
      uploadAddresses: 2,
      eventMarks: 1,
    }
    expect(await remaining()).toEqual(all)

    // nothing has expired yet
    expect(await deleteExpiredRows(start)).toEqual({
      sessions: 0,
      signInCodes: 0,
      rateLimits: 0,
      uploadAddresses: 0,
      eventMarks: 0,
      auditEntries: 0,
      articleAutosaves: 0,
      articlePresence: 0,
    })
    expect(await remaining()).toEqual(all)

    // 11 minutes on: the code (10 minutes) and the one-minute mark are gone
    expect(await deleteExpiredRows(later(start, 11 * MINUTE))).toMatchObject({ signInCodes: 1, eventMarks: 1 })
    expect(await remaining()).toEqual({ ...all, signInCodes: 0, eventMarks: 0 })

    // 16 minutes on: the failed-sign-in counters (15 minutes) too
    expect(await deleteExpiredRows(later(start, 16 * MINUTE))).toMatchObject({ rateLimits: 2 })
    expect(await remaining()).toEqual({ ...all, signInCodes: 0, eventMarks: 0, rateLimits: 0 })

    // a day past the upload addresses' 15 minutes: the unused one goes, the used one stays
    expect(await deleteExpiredRows(later(start, DAY + 16 * MINUTE))).toMatchObject({ uploadAddresses: 1 })
    const dayLater = { sessions: 2, signInCodes: 0, rateLimits: 0, unusedUploadAddresses: 0, uploadAddresses: 1 }
    expect(await remaining()).toEqual({ ...dayLater, eventMarks: 0 })

    // 7 days without use end the sessions
    expect(await deleteExpiredRows(later(start, 7 * DAY + MINUTE))).toMatchObject({ sessions: 2 })
    expect(await remaining()).toEqual({ ...dayLater, sessions: 0, eventMarks: 0 })

    // running again (another process, the next round) finds nothing more
    expect(Object.values(await deleteExpiredRows(later(start, 7 * DAY + MINUTE)))).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
  })
})
