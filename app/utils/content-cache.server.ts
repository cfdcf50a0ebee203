import { byteBoundedMap, estimatedBytes, MEGABYTE, type ByteBudget } from './byte-budget.ts'
import { remember } from './remember.server.ts'

/**
 * The in-memory caches of what readers see, and the one thing that drops them.
 *
 * Every such cache (the reader-side reads below; the rendered pages and public JSON
 * answers of server/rendering/response-cache.ts) is a `contentKeyedMap`: it empties
 * itself when the content version moves. The version moves on one path: the database
 * announces every content write (migration 0009's triggers, whoever wrote: this
 * process, another one, a script, psql), which content-changes.server.ts hears and
 * the render pool forwards to its threads; and by itself when the next scheduled
 * article becomes due. See docs/decisions/003-caches-and-their-invalidation.md.
 */
const version = remember('content-version', () => ({
  version: 0,
  /** the version the last removal moved to: no answer rendered before it may be shown again */
  removalVersion: 0,
  /** epoch ms at which the next scheduled article goes live, if any */
  nextChangeAt: null as number | null,
  listeners: new Set<(kind: ContentChangeKind) => void>(),
}))

/**
 * How a change touches what readers were shown: an `edit` leaves the previous pages
 * fit to show for the moment a new one renders (the page cache's stale-while-
 * revalidate); a `removal` (an article unpublished or deleted, an address changed)
 * makes every page rendered before it unfit to show again.
 */
export type ContentChangeKind = 'edit' | 'removal'

export function contentVersion(): number {
  if (version.nextChangeAt !== null && Date.now() >= version.nextChangeAt) {
    version.nextChangeAt = null
    bumpContentVersion('edit')
  }
  return version.version
}

/** The version of the last removal: answers made before it are never shown again. */
export function removalVersion(): number {
  return version.removalVersion
}

/** What readers see may have changed: every content-keyed cache drops its entries. */
export function bumpContentVersion(kind: ContentChangeKind = 'edit'): void {
  version.version++
  if (kind === 'removal') version.removalVersion = version.version
  for (const listener of version.listeners) listener(kind)
}

/** Move the version by itself at `at` (epoch ms), or never when null. */
export function setNextContentChangeAt(at: number | null): void {
  version.nextChangeAt = at
}

/** Call `listener` after every move of the version; returns a function that stops. */
export function onContentVersionChange(listener: (kind: ContentChangeKind) => void): () => void {
  version.listeners.add(listener)
  return () => version.listeners.delete(listener)
}

/** A map that empties itself whenever the content version moves. */
export interface ContentKeyedMap<V> {
  get(key: string): V | undefined
  /** add or replace; when over its budget, the least recently used entries make room */
  set(key: string, value: V): void
  delete(key: string): void
  clear(): void
  /** the estimated bytes it holds (its budget's measure) */
  bytes(): number
}

/** `budget`: its byte budget (byte-budget.ts). */
export function contentKeyedMap<V>(name: string, budget: ByteBudget<V>): ContentKeyedMap<V> {
  const state = remember(name, () => ({ version: -1, entries: byteBoundedMap(budget) }))
  const current = () => {
    const now = contentVersion()
    if (now !== state.version) {
      state.entries.clear()
      state.version = now
    }
    return state.entries
  }
  return {
    get: (key) => current().get(key),
    set: (key, value) => current().set(key, value),
    delete: (key) => current().delete(key),
    clear: () => state.entries.clear(),
    bytes: () => current().bytes(),
  }
}

/**
 * Reader-side reads (lists, articles, categories, settings, search answers) kept in
 * memory while the content version has not moved. An entry older than its `maxAgeMs`
 * (which bounds how old view counts may be) is still answered once while one fresh
 * read replaces it, so readers never queue behind a refresh. Concurrent misses share
 * one read; a failed read is not kept.
 */
interface Read {
  expires: number
  value: Promise<unknown>
  refreshing: boolean
  /** the estimated bytes of its value, once known */
  bytes: number
}

/**
 * Each thread's read cache holds at most this much (the main thread's and each render
 * thread's, so the process holds at most RENDER_WORKERS + 1 times it). The reads of a
 * home page and the articles being read fit many times over; an article's page
 * costs about 60 KB (docs/decisions/007-memory-budget.md).
 */
const READ_CACHE_MAX_BYTES = 8 * MEGABYTE
const READ_CACHE_MAX_ENTRIES = 2000
/** what an entry counts before its value is known (its key, its promise) */
const PENDING_READ_BYTES = 512

const reads = contentKeyedMap<Read>('read-cache', {
  maxBytes: READ_CACHE_MAX_BYTES,
  maxEntries: READ_CACHE_MAX_ENTRIES,
  sizeOf: (entry) => entry.bytes,
})
const readCache = remember('read-cache-enabled', () => ({ enabled: true }))

function startRead(key: string, maxAgeMs: number, read: () => PromiseLike<unknown>): Read {
  // Promise.resolve: a query builder is a thenable that runs again on every await
  const entry: Read = {
    expires: Date.now() + maxAgeMs,
    value: Promise.resolve(read()),
    refreshing: false,
    bytes: PENDING_READ_BYTES,
  }
  entry.value.then(
    (value) => {
      entry.bytes = PENDING_READ_BYTES + estimatedBytes(value)
      // set again, so the cache counts the value's bytes (and makes room for them)
      if (reads.get(key) === entry) reads.set(key, entry)
    },
    () => {
      if (reads.get(key) === entry) reads.delete(key)
    },
  )
  return entry
}

export function readThrough<T>(key: string, maxAgeMs: number, read: () => PromiseLike<T>): Promise<T> {
  if (!readCache.enabled) return Promise.resolve(read())
  const hit = reads.get(key)
  if (hit) {
    if (hit.expires <= Date.now() && !hit.refreshing) {
      hit.refreshing = true
      const fresh = startRead(key, maxAgeMs, read)
      fresh.value.then(
        () => {
          if (reads.get(key) === hit) reads.set(key, fresh)
        },
        () => {
          hit.refreshing = false
        },
      )
    }
    return hit.value as Promise<T>
  }
  const entry = startRead(key, maxAgeMs, read)
  reads.set(key, entry)
  return entry.value as Promise<T>
}

/**
 * Tests on PostgreSQL turn the read cache off: the database's change notice reaches
 * this process a moment after the writing statement returns, so a test that writes
 * straight to the database and reads at once would race it.
 */
export function setReadCacheEnabled(enabled: boolean): void {
  readCache.enabled = enabled
  reads.clear()
}

/** The estimated bytes this thread's read cache holds. */
export function readCacheBytes(): number {
  return reads.bytes()
}
