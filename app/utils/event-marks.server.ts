import { createHash } from 'node:crypto'
import { lt } from 'drizzle-orm'
import { eventMarks } from '#db/schema/index.ts'
import { getConfig } from './config.server.ts'
import { getDb } from './db.server.ts'

/**
 * A visitor, without a cookie: a keyed hash of the client address and browser,
 * never stored in the clear.
 */
export function visitorKey(ip: string, userAgent: string | undefined): string {
  return createHash('sha256')
    .update(`${getConfig().sessionSecret}|${ip}|${userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 32)
}

/**
 * True the first time `what` happens for this visitor within the current window
 * of `windowMs`; false for repeats (a reload loop). Works across processes.
 */
export async function firstInWindow(what: string, visitor: string, windowMs: number): Promise<boolean> {
  const now = Date.now()
  const bucket = Math.floor(now / windowMs)
  const inserted = await getDb()
    .insert(eventMarks)
    .values({ key: `${what}|${visitor}|${bucket}`, expiresAt: new Date((bucket + 1) * windowMs) })
    .onConflictDoNothing()
    .returning({ key: eventMarks.key })
  return inserted.length > 0
}

/** Marks whose window has passed (the scheduled cleanup); answers how many were deleted. */
export async function deleteExpiredEventMarks(now = new Date()): Promise<number> {
  const deleted = await getDb()
    .delete(eventMarks)
    .where(lt(eventMarks.expiresAt, now))
    .returning({ key: eventMarks.key })
  return deleted.length
}
