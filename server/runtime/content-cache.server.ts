import { byteBoundedMap, estimatedBytes, MEGABYTE, type ByteBudget } from './byte-budget.ts'
import { onePerProcess } from '#app/utils/one-per-process.server.ts'

/**
 * The in-memory caches of what readers see, and the one thing that drops them.
 *
 * The rendered pages and public JSON answers (server/runtime/page-cache.ts) follow
 * the content version; so do the reader-side reads below, except those that name the
 * few tables they read, which outlive other tables' edits. The version moves on one path: the database
 * announces every content write (migration 0009's triggers, whoever wrote: this
 * process, another one, a script, psql), which content-changes.server.ts hears and
 * the render pool forwards to its threads; and by itself when the next scheduled
 * article becomes due. See docs/decisions/003-caches-and-their-invalidation.md.
 */
const version = onePerProcess('content-version', () => ({
  version: 0,
  /** the version the last removal moved to: no answer rendered before it may be shown again */
  removalVersion: 0,
  /** the version of the last change that named no table (or was a removal): it touched anything */
  anythingVersion: 0,
  /** per table, the version of its last edit */
  tableVersions: new Map<string, number>(),
  /** the version when this process last acknowledged a write of its own, or moved it itself */
  ownVersion: 0,
  /** epoch ms when another process last acknowledged a write to this database */
  othersWroteAt: Number.NEGATIVE_INFINITY,
  /** epoch ms at which the next scheduled article goes live, if any */
  nextChangeAt: null as number | null,
  listeners: new Set<(kind: ContentChangeKind, table?: string) => void>(),
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
    contentChangedHere('edit')
  }
  return version.version
}

/** The version of the last removal: answers made before it are never shown again. */
export function removalVersion(): number {
  return version.removalVersion
}

/**
 * What readers see may have changed: every content-keyed cache drops its entries, and
 * the read cache the reads that depend on `table` (the one an edit names, migration
 * 0017), or all of them when none is named or it is a removal.
 */
export function contentChangedHere(kind: ContentChangeKind = 'edit', table?: string): void {
  moveVersion(kind, table)
  version.ownVersion = version.version
}

/**
 * A change heard from the database (content-changes.server.ts), or from the main thread
 * on a render thread (render-worker.ts): as contentChangedHere, but not made here,
 * unless marked as this process's own (markOwnChanges).
 */
export function contentChangedElsewhere(kind: ContentChangeKind, table?: string): void {
  moveVersion(kind, table)
}

function moveVersion(kind: ContentChangeKind, table: string | undefined): void {
  version.version++
  if (kind === 'removal') version.removalVersion = version.version
  if (kind === 'removal' || table === undefined) version.anythingVersion = version.version
  else version.tableVersions.set(table, version.version)
  for (const listener of version.listeners) listener(kind, table)
}

/**
 * A write of this process is about to be acknowledged: the changes heard from the
 * database so far may be its own (content-changes.server.ts). A change only heard
 * (contentChangedElsewhere) and never marked so was made by another process.
 */
export function markOwnChanges(): void {
  version.ownVersion = version.version
}

/** Whether this process changed content itself (or may have) since version `since`. */
export function changedHereSince(since: number): boolean {
  return version.ownVersion > since
}

/**
 * How long after another process last acknowledged a write this one still counts
 * itself one of several writing to the database (otherProcessesWrite).
 */
export const OTHER_WRITERS_MS = 60_000

/** Another process acknowledged a write to this database (content-changes.server.ts heard its barrier). */
export function anotherProcessWrote(): void {
  version.othersWroteAt = Date.now()
}

/**
 * Whether other processes acknowledge writes to this database too: one of them did in
 * the last OTHER_WRITERS_MS. Never on the embedded database (one process only).
 */
export function otherProcessesWrite(): boolean {
  return Date.now() - version.othersWroteAt < OTHER_WRITERS_MS
}

/** Forget that other processes wrote (tests). */
export function forgetOtherWriters(): void {
  version.othersWroteAt = Number.NEGATIVE_INFINITY
}

/** Move the version by itself at `at` (epoch ms), or never when null. */
export function setNextContentChangeAt(at: number | null): void {
  version.nextChangeAt = at
}

/** Call `listener` after every move of the version; returns a function that stops. */
export function onContentVersionChange(listener: (kind: ContentChangeKind, table?: string) => void): () => void {
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
  const state = onePerProcess(name, () => ({ version: -1, entries: byteBoundedMap(budget) }))
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
 * memory while what they read has not changed: a read that names the tables it reads
 * (`dependsOn`) is kept across edits of other tables, any other read until the content
 * version moves. An entry older than its `maxAgeMs` (which bounds how old view counts
 * may be) is still answered once while one fresh read replaces it, so readers never
 * queue behind a refresh. Concurrent misses share one read; a failed read is not kept.
 */
interface Read {
  expires: number
  value: Promise<unknown>
  refreshing: boolean
  /** the estimated bytes of its value, once known */
  bytes: number
  /** the content version it was read at */
  version: number
  dependsOn: readonly ContentTable[] | undefined
}

/** The tables a read may name as all it depends on (their notices name them: migration 0017). */
export type ContentTable = 'site_settings' | 'curated_articles' | 'categories' | 'advertisements'

/** Whether nothing the read depends on has changed since it was read. */
function isCurrentRead(entry: Read, now: number): boolean {
  if (!entry.dependsOn) return entry.version === now
  if (entry.version < version.anythingVersion) return false
  return entry.dependsOn.every((table) => entry.version >= (version.tableVersions.get(table) ?? 0))
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

const reads = onePerProcess('read-cache', () =>
  byteBoundedMap<Read>({
    maxBytes: READ_CACHE_MAX_BYTES,
    maxEntries: READ_CACHE_MAX_ENTRIES,
    sizeOf: (entry) => entry.bytes,
  }),
)

/** The kept read for `key` if nothing it depends on has changed since (one that has is forgotten). */
function currentRead(key: string): Read | undefined {
  const entry = reads.get(key)
  if (!entry) return undefined
  if (isCurrentRead(entry, contentVersion())) return entry
  reads.delete(key)
  return undefined
}
const readCache = onePerProcess('read-cache-enabled', () => ({ enabled: true }))

function startRead(
  key: string,
  maxAgeMs: number,
  read: () => PromiseLike<unknown>,
  dependsOn: readonly ContentTable[] | undefined,
): Read {
  // Promise.resolve: a query builder is a thenable that runs again on every await
  const entry: Read = {
    expires: Date.now() + maxAgeMs,
    value: Promise.resolve(read()),
    refreshing: false,
    bytes: PENDING_READ_BYTES,
    version: contentVersion(),
    dependsOn,
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

/** `dependsOn`: every table the read reads, when it is only some of those whose notices move the content version. */
export function readThrough<T>(
  key: string,
  maxAgeMs: number,
  read: () => PromiseLike<T>,
  dependsOn?: readonly ContentTable[],
): Promise<T> {
  if (!readCache.enabled) return Promise.resolve(read())
  const hit = currentRead(key)
  if (hit) {
    if (hit.expires <= Date.now() && !hit.refreshing) {
      hit.refreshing = true
      const fresh = startRead(key, maxAgeMs, read, dependsOn)
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
  const entry = startRead(key, maxAgeMs, read, dependsOn)
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

// a read that depends on anything is of no use once the version moves: its room is freed at once
onePerProcess('read-cache-freeing', () => onContentVersionChange(() => reads.deleteWhere((entry) => !entry.dependsOn)))
