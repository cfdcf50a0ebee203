import { sql } from 'drizzle-orm'
import { expect, vi } from 'vitest'
import { CONTENT_CHANGED_CHANNEL, lastContentNotice, ownMarker } from '#server/runtime/content-changes.server.ts'
import { getDb } from '#app/utils/db.server.ts'

/**
 * Wait until the database's notices of every write so far have reached this process
 * (on PostgreSQL they arrive a moment after commit, in commit order): send a marked
 * one and wait for it.
 */
export async function settleContentNotices(): Promise<void> {
  // a marker of this process's own: heard, but taken for no change (and no other process)
  const marker = ownMarker()
  await getDb().execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${marker})`)
  await vi.waitFor(() => expect(lastContentNotice()).toBe(marker), { timeout: 5000, interval: 10 })
}
