import { findNextScheduledPublication } from '#app/modules/articles/public-articles.server.ts'
import { bumpContentVersion, onContentVersionChange, setNextContentChangeAt } from '#app/utils/content-cache.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'

/** The channel of migration 0009's triggers. */
export const CONTENT_CHANGED_CHANNEL = 'newsroom_content_changed'

/**
 * A moment past a scheduled time before caches drop, so a database clock slightly
 * behind this process's still shows the article when they are read again.
 */
const SCHEDULE_MARGIN_MS = 1000

let lastNotice = ''

/** The payload of the last change notice heard (the triggers send none; tests send a marker). */
export function lastContentNotice(): string {
  return lastNotice
}

/**
 * Keep the content version true: move it on every change notice of the database,
 * and when the next scheduled article becomes due. Returns a function that stops.
 */
export async function watchContentChanges(handle: DatabaseHandle): Promise<() => Promise<void>> {
  let sequence = 0
  const followSchedule = () => {
    const mine = ++sequence
    findNextScheduledPublication()
      .then((at) => {
        if (mine === sequence) setNextContentChangeAt(at === null ? null : at + SCHEDULE_MARGIN_MS)
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'Could not read the next scheduled article'))
  }
  const stopFollowing = onContentVersionChange(followSchedule)
  const unlisten = await handle.listen(CONTENT_CHANGED_CHANNEL, (payload) => {
    lastNotice = payload ?? ''
    bumpContentVersion()
  })
  followSchedule()
  return async () => {
    stopFollowing()
    setNextContentChangeAt(null)
    await unlisten()
  }
}
