import type { IncomingMessage, ServerResponse } from 'node:http'
import { byteBoundedMap } from './byte-budget.ts'
import { changedHereSince, contentVersion, otherProcessesWrite, removalVersion } from './content-cache.server.ts'
import { onePerProcess } from '#app/utils/one-per-process.server.ts'
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
 * - so is a change of this process's own while other processes write to the database
 *   too (otherProcessesWrite): behind a load balancer a client's next read may reach any
 *   process, so its wait here would guarantee it nothing; and since acknowledging a
 *   write marks every change heard before it as this process's own, each process's
 *   first readers would wait for a render after nearly every save made anywhere.
 * - while content keeps changing, a page made behind its readers' backs (they are shown
 *   the previous one meanwhile) starts at most once per REMAKE_INTERVAL_MS after the
 *   last one; a reader who may not be shown the previous answer starts it at once.
 *
 * At most KEPT_BYTES are kept; the least recently sent answers make room.
 */
const KEPT_BYTES = 32 * 1024 * 1024

/**
 * The least time between the starts of two makings of one page, while readers are
 * shown the previous version meanwhile. Editors saving many times a second would
 * otherwise have every page made again as fast as its renders end, in every process:
 * with three processes on two cores, 25 saves a second and 64 readers, a page was made
 * about five times a second in each, and the renders took the cores the readers
 * needed. A save still reaches its pages within this interval and a render
 * (docs/decisions/003-caches-and-their-invalidation.md, its last amendment).
 */
export const REMAKE_INTERVAL_MS = 400

interface Kept {
  entry: CachedResponse
  /** the content version it was made at */
  version: number
  /** when its making started (epoch ms) */
  madeFrom: number
  bytes: number
}

interface Making {
  /** the content version it makes; +Infinity while it waits for its start (it will make the latest) */
  version: number
  /** when it started, or will start (epoch ms) */
  startsAt: number
  /** the answer, or undefined when it may not be shared (or failed): those waiting then make their own */
  answer: Promise<CachedResponse | undefined>
  /** while it waits for its start: start it now (a reader waits for it) */
  startNow?: () => void
  /** one more making, to start when this one ends, at the version of that moment */
  next?: {
    make: () => Promise<SharedOrNot>
    answer: Promise<CachedResponse | undefined>
    resolve: (entry: CachedResponse | undefined) => void
    /** a reader waits for it: it starts as soon as this one ends */
    awaited: boolean
  }
}

/** A made answer, and whether others may get it too (a page that sets no cookie). */
export type SharedOrNot = CachedResponse & { shareable: boolean }

const state = onePerProcess('page-cache', () => ({
  kept: byteBoundedMap<Kept>({ maxBytes: KEPT_BYTES, sizeOf: (kept) => kept.bytes }),
  making: new Map<string, Making>(),
}))

function keep(key: string, entry: CachedResponse, version: number, madeFrom: number): void {
  const previous = state.kept.get(key)
  // an answer finished late must not replace a newer one
  if (previous && previous.version > version) return
  const compact = compactForKeeping(entry)
  state.kept.set(key, { entry: compact, version, madeFrom, bytes: bytesOf(compact) })
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

/** Send a cached answer before any middleware runs, if one may be sent at once; false when not. */
export function serveReadyAnswer(req: IncomingMessage, res: ServerResponse): boolean {
  const key = responseCacheKey(req)
  const entry = key === null ? undefined : readyAnswer(key)
  if (!entry) return false
  writeCachedResponse(req, res, entry)
  return true
}

/**
 * Start making the answer for `key`, at once or at `notBefore` (epoch ms), at the
 * content version of its start; when it ends, the making queued behind it starts.
 */
function startMaking<T extends SharedOrNot>(key: string, make: () => Promise<T>, notBefore = 0) {
  const now = Date.now()
  const making: Making = { version: Number.POSITIVE_INFINITY, startsAt: Math.max(now, notBefore), answer: undefined! }
  const begin = () => {
    making.startNow = undefined
    making.version = contentVersion()
    making.startsAt = Date.now()
    return make()
  }
  const own =
    notBefore <= now
      ? begin()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, notBefore - now)
          making.startNow = () => {
            clearTimeout(timer)
            resolve()
          }
        }).then(begin)
  making.answer = own.then(
    (made) => {
      if (!made.shareable) return undefined
      if (made.expires > Date.now()) keep(key, made, making.version, making.startsAt)
      return made as CachedResponse
    },
    () => undefined,
  )
  state.making.set(key, making)
  void making.answer.then(() => {
    if (state.making.get(key) !== making) return
    state.making.delete(key)
    const next = making.next
    if (!next) return
    const soonest = next.awaited || isApiKey(key) ? 0 : making.startsAt + REMAKE_INTERVAL_MS
    void startMaking(key, next.make, soonest).answer.then(next.resolve)
  })
  return { own, answer: making.answer }
}

/**
 * The answer for a page by the rule above. One making runs per address at a time: a
 * change while it runs queues one more, made when it ends at the latest version, so
 * rapid saves cost one render per page at a time, not one per save. The first request
 * after a change gets (and waits for) the new page; others get the previous one.
 */
export async function fromPageCache<T extends SharedOrNot>(
  key: string,
  make: () => Promise<T>,
): Promise<CachedResponse | T> {
  const version = contentVersion()
  const kept = state.kept.get(key)
  if (kept && isCurrent(kept, version)) return kept.entry
  const showable = kept !== undefined && mayShowMeanwhile(key, kept)
  const running = state.making.get(key)
  if (running) {
    if (running.startNow) {
      // it waits for its start, and will make the latest version: shown the previous
      // answer meanwhile, or started now for a reader who may not be shown it
      if (showable) return kept.entry
      running.startNow()
      return (await running.answer) ?? make()
    }
    if (running.version < version && !running.next) {
      let resolve!: (entry: CachedResponse | undefined) => void
      const answer = new Promise<CachedResponse | undefined>((r) => (resolve = r))
      running.next = { make, answer, resolve, awaited: false }
    }
    if (showable) return kept.entry
    if (running.version >= version) return (await running.answer) ?? make()
    running.next!.awaited = true
    return (await running.next!.answer) ?? make()
  }
  if (showable && (kept.version === version || !changedHereSince(kept.version) || otherProcessesWrite())) {
    // only older than PAGE_CACHE_SECONDS, or changed by another process only, or one of
    // several processes writing: made again behind the reader's back, not sooner than
    // the interval after the one shown
    void startMaking(key, make, kept.madeFrom + REMAKE_INTERVAL_MS).own.catch(() => undefined)
    return kept.entry
  }
  return startMaking(key, make).own
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
  const startsAt = Date.now()
  let settle!: (entry: CachedResponse | undefined) => void
  const making: Making = { version, startsAt, answer: new Promise((resolve) => (settle = resolve)) }
  state.making.set(key, making)
  let settled = false
  return (entry) => {
    if (settled) return
    settled = true
    if (state.making.get(key) === making) state.making.delete(key)
    if (entry && entry.expires > Date.now()) keep(key, entry, version, startsAt)
    settle(entry)
  }
}

/** Bytes and count of the answers kept now (for the memory figures). */
export function pageCacheSize(): { bytes: number; answers: number } {
  return { bytes: state.kept.bytes(), answers: state.kept.size }
}

/** Forget every cached answer, and every making waiting for its start (tests; a restore). */
export function clearPageCache(): void {
  state.kept.clear()
  for (const making of state.making.values()) making.startNow?.()
  state.making.clear()
}
