import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import {
  anotherProcessWrote,
  contentChangedElsewhere,
  markOwnChanges,
  onContentVersionChange,
  setNextContentChangeAt,
  type ContentChangeKind,
} from './content-cache.server.ts'
import { getDb, type DatabaseHandle } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'

/** The channel of migration 0009's triggers. */
export const CONTENT_CHANGED_CHANNEL = 'newsroom_content_changed'

/**
 * A moment past a scheduled time before caches drop, so a database clock slightly
 * behind this process's still shows the article when they are read again.
 */
const SCHEDULE_MARGIN_MS = 1000

/** The payload of migration 0012's notice of a removal. */
const REMOVAL_PAYLOAD = 'removal'
/** An edit's names its table (migration 0017: `edit:articles`); an empty one names none. */
const EDIT_PREFIX = 'edit:'
/** Notices a process sends itself to know it heard everything before them. */
const BARRIER_PREFIX = 'barrier:'
/** This process's barriers begin so; another process's barrier tells that it writes too. */
const OWN_BARRIER_PREFIX = `${BARRIER_PREFIX}${randomUUID()}:`
/** How long a write waits for its own notice before it is acknowledged anyway. */
const BARRIER_TIMEOUT_MS = 2000

let lastNotice = ''
const barriers = new Map<string, () => void>()
let listening: DatabaseHandle['kind'] | null = null

/**
 * What a notice means: an edit (of the table it names, if any), a removal, or (from a
 * barrier) nothing, but, when the barrier is not ours, that another process
 * acknowledged a write. A notice without payload is a listening connection made again,
 * when notices may have been missed meanwhile: every answer from before it is unfit.
 */
function changeOf(payload: string | undefined): { kind: ContentChangeKind; table?: string } | null {
  if (payload === undefined || payload === REMOVAL_PAYLOAD) return { kind: 'removal' }
  if (payload.startsWith(BARRIER_PREFIX)) {
    if (payload.startsWith(OWN_BARRIER_PREFIX)) barriers.get(payload)?.()
    else anotherProcessWrote()
    return null
  }
  const table = payload.startsWith(EDIT_PREFIX) ? payload.slice(EDIT_PREFIX.length) : ''
  return { kind: 'edit', table: table || undefined }
}

/** A notice of this process's own that moves nothing when heard back (a barrier's marker). */
export function ownMarker(): string {
  return `${OWN_BARRIER_PREFIX}${randomUUID()}`
}

/** The payload of the last change notice heard (the triggers send none; tests send a marker). */
export function lastContentNotice(): string {
  return lastNotice
}

/** When the next scheduled change is due (ms since the epoch), or null: the next article to publish itself. */
export type NextScheduledChange = () => Promise<number | null>

/**
 * Keep the content version true: move it on every change notice of the database,
 * and when the next scheduled change becomes due. Returns a function that stops.
 */
export async function watchContentChanges(
  handle: DatabaseHandle,
  nextScheduledChange: NextScheduledChange,
): Promise<() => Promise<void>> {
  // one read at a time, and one more after it when the version moved meanwhile: saves
  // many times a second cost a read or two, not one each
  let reading = false
  let readAgain = false
  const followSchedule = () => {
    if (reading) {
      readAgain = true
      return
    }
    reading = true
    nextScheduledChange()
      .then((at) => setNextContentChangeAt(at === null ? null : at + SCHEDULE_MARGIN_MS))
      .catch((error: unknown) => logger.warn({ err: error }, 'Could not read the next scheduled article'))
      .finally(() => {
        reading = false
        if (readAgain) {
          readAgain = false
          followSchedule()
        }
      })
  }
  const stopFollowing = onContentVersionChange(followSchedule)
  const unlisten = await handle.listen(CONTENT_CHANGED_CHANNEL, (payload) => {
    lastNotice = payload ?? ''
    const change = changeOf(payload)
    if (change) contentChangedElsewhere(change.kind, change.table)
  })
  listening = handle.kind
  followSchedule()
  return async () => {
    stopFollowing()
    listening = null
    setNextContentChangeAt(null)
    await unlisten()
  }
}

/**
 * Return once this process has heard the notices of every write committed so far.
 * On PostgreSQL they arrive a moment after the commit, in commit order: a notice sent
 * now and heard back comes after them. PGlite delivers them before the writing
 * statement returns. The admin API waits for this before it acknowledges a write,
 * so no reader of this process is answered from before that write afterwards, and
 * marks what it heard as this process's own changes (page-cache.ts).
 */
export async function awaitOwnContentNotices(): Promise<void> {
  if (listening !== 'postgres') return markOwnChanges()
  const marker = ownMarker()
  const heard = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), BARRIER_TIMEOUT_MS)
    barriers.set(marker, () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
  try {
    await getDb().execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${marker})`)
    if (!(await heard)) logger.warn('The database did not echo a content notice in time')
    markOwnChanges()
  } finally {
    barriers.delete(marker)
  }
}
