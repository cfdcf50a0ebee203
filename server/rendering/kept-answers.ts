import type { IncomingMessage, ServerResponse } from 'node:http'
import { byteBoundedMap } from '#app/utils/byte-budget.ts'
import { changedHereSince, contentVersion, removalVersion } from '#app/utils/content-cache.server.ts'
import { remember } from '#app/utils/remember.server.ts'
import {
  bytesOf,
  compactForKeeping,
  isApiKey,
  responseCacheKey,
  writeCachedResponse,
  type CachedResponse,
} from './response-cache.ts'

/**
 * The public answers a process keeps (pages and /api/public JSON, per address and
 * language), and the one rule of when a reader may get one:
 *
 * - an answer of the current content version, younger than PAGE_CACHE_SECONDS, is sent;
 * - otherwise the first request makes the new one (so a client that reads right after
 *   its own write sees it), at most one at a time per address and never two for one
 *   content version: requests arriving meanwhile get the previous page at once (stale
 *   while revalidate), or wait for the new answer when they may not be shown an old
 *   one: JSON answers, and every answer made before a removal (an unpublish, a delete,
 *   a new address; migration 0012 says which changes are removals).
 * - a change another process made (heard from the database, never acknowledged here)
 *   is made behind the first reader's back too, as an expired answer is: no client of
 *   this process wrote it, and with several processes each would otherwise keep its
 *   first readers of every changed page waiting for a render.
 *
 * At most KEPT_BYTES are kept; the least recently sent answers make room.
 */
const KEPT_BYTES = 32 * 1024 * 1024

interface Kept {
  entry: CachedResponse
  /** the content version it was made at */
  version: number
  bytes: number
}

interface Making {
  version: number
  /** the answer, or undefined when it may not be shared (or failed): those waiting then make their own */
  answer: Promise<CachedResponse | undefined>
  /** one more making, to start when this one ends, at the version of that moment */
  next?: {
    make: () => Promise<SharedOrNot>
    answer: Promise<CachedResponse | undefined>
    resolve: (entry: CachedResponse | undefined) => void
  }
}

/** A made answer, and whether others may get it too (a page that sets no cookie). */
export type SharedOrNot = CachedResponse & { shareable: boolean }

const state = remember('kept-answers', () => ({
  kept: byteBoundedMap<Kept>({ maxBytes: KEPT_BYTES, sizeOf: (kept) => kept.bytes }),
  making: new Map<string, Making>(),
}))

function keep(key: string, entry: CachedResponse, version: number): void {
  const previous = state.kept.get(key)
  // an answer finished late must not replace a newer one
  if (previous && previous.version > version) return
  const compact = compactForKeeping(entry)
  state.kept.set(key, { entry: compact, version, bytes: bytesOf(compact) })
}

const isCurrent = (kept: Kept, version: number) => kept.version === version && kept.entry.expires > Date.now()

/** Whether a reader may get this older answer while its successor is made. */
const mayShowMeanwhile = (key: string, kept: Kept) => !isApiKey(key) && kept.version >= removalVersion()

/** An answer that may be sent at once for this key, or undefined when one must be made or awaited. */
export function readyAnswer(key: string): CachedResponse | undefined {
  // the map's `get` makes it the most recently used: the last to make room
  const kept = state.kept.get(key)
  if (!kept) return undefined
  const version = contentVersion()
  if (isCurrent(kept, version)) return kept.entry
  const making = state.making.get(key)
  // the previous answer, while one at least as new as this request is on its way
  if (making && (making.version >= version || making.next) && mayShowMeanwhile(key, kept)) return kept.entry
  return undefined
}

/** Send a kept answer before any middleware runs, if one may be sent at once; false when not. */
export function serveReadyAnswer(req: IncomingMessage, res: ServerResponse): boolean {
  const key = responseCacheKey(req)
  const entry = key === null ? undefined : readyAnswer(key)
  if (!entry) return false
  writeCachedResponse(req, res, entry)
  return true
}

/** Start making the answer for `key` at `version`; when it ends, the making queued behind it starts. */
function startMaking<T extends SharedOrNot>(key: string, version: number, make: () => Promise<T>) {
  const own = make()
  const answer = own.then(
    (made) => {
      if (!made.shareable) return undefined
      if (made.expires > Date.now()) keep(key, made, version)
      return made as CachedResponse
    },
    () => undefined,
  )
  const making: Making = { version, answer }
  state.making.set(key, making)
  void answer.then(() => {
    if (state.making.get(key) !== making) return
    state.making.delete(key)
    const next = making.next
    if (next) void startMaking(key, contentVersion(), next.make).answer.then(next.resolve)
  })
  return { own, answer }
}

/**
 * The answer for a page by the rule above. One making runs per address at a time: a
 * change while it runs queues one more, made when it ends at the latest version, so
 * rapid saves cost one render per page at a time, not one per save. The first request
 * after a change gets (and waits for) the new page; others get the previous one.
 */
export async function keptOrMade<T extends SharedOrNot>(
  key: string,
  make: () => Promise<T>,
): Promise<CachedResponse | T> {
  const version = contentVersion()
  const kept = state.kept.get(key)
  if (kept && isCurrent(kept, version)) return kept.entry
  const showable = kept !== undefined && mayShowMeanwhile(key, kept)
  const running = state.making.get(key)
  if (running) {
    if (running.version < version && !running.next) {
      let resolve!: (entry: CachedResponse | undefined) => void
      const answer = new Promise<CachedResponse | undefined>((r) => (resolve = r))
      running.next = { make, answer, resolve }
    }
    if (showable) return kept.entry
    const awaited = await (running.version >= version ? running.answer : running.next!.answer)
    return awaited ?? make()
  }
  if (showable && (kept.version === version || !changedHereSince(kept.version))) {
    // only older than PAGE_CACHE_SECONDS, or changed by another process only: made again
    // behind the reader's back
    void startMaking(key, version, make).own.catch(() => undefined)
    return kept.entry
  }
  return startMaking(key, version, make).own
}

/** The answer being made for this key at the current content version, to wait for. */
export function answerBeingMade(key: string): Promise<CachedResponse | undefined> | undefined {
  const making = state.making.get(key)
  return making && making.version >= contentVersion() ? making.answer : undefined
}

/**
 * Make a JSON answer for this key where the caller makes it (a route answering through
 * res.json): the caller calls the returned function with it, or with undefined when
 * it may not be shared (an error), in which case those waiting make their own.
 */
export function makeAnswer(key: string): (entry: CachedResponse | undefined) => void {
  const version = contentVersion()
  let settle!: (entry: CachedResponse | undefined) => void
  const making: Making = { version, answer: new Promise((resolve) => (settle = resolve)) }
  state.making.set(key, making)
  let settled = false
  return (entry) => {
    if (settled) return
    settled = true
    if (state.making.get(key) === making) state.making.delete(key)
    if (entry && entry.expires > Date.now()) keep(key, entry, version)
    settle(entry)
  }
}

/** Bytes and count of the answers kept now (for the memory figures). */
export function keptAnswersSize(): { bytes: number; answers: number } {
  return { bytes: state.kept.bytes(), answers: state.kept.size }
}

/** Forget every kept answer (tests; a restore). */
export function forgetKeptAnswers(): void {
  state.kept.clear()
}
