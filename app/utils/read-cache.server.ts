import { contentVersion } from './content-version.server.ts'
import { remember } from './remember.server.ts'

/**
 * Reader-side reads kept in memory while the content version has not moved: any
 * content change drops them all. An entry older than its `maxAgeMs` (which bounds
 * how old view counts may be) is still answered once while one fresh read replaces
 * it, so readers never queue behind a refresh. Concurrent misses share one read;
 * a failed read is not kept.
 */
interface Entry {
  expires: number
  value: Promise<unknown>
  refreshing: boolean
}

const MAX_ENTRIES = 2000

const state = remember('read-cache', () => ({
  enabled: true,
  version: -1,
  entries: new Map<string, Entry>(),
}))

function store(key: string, maxAgeMs: number, read: () => PromiseLike<unknown>): Entry {
  // Promise.resolve: a query builder is a thenable that runs again on every await
  const entry: Entry = { expires: Date.now() + maxAgeMs, value: Promise.resolve(read()), refreshing: false }
  entry.value.catch(() => {
    if (state.entries.get(key) === entry) state.entries.delete(key)
  })
  return entry
}

export function readThrough<T>(key: string, maxAgeMs: number, read: () => PromiseLike<T>): Promise<T> {
  if (!state.enabled) return Promise.resolve(read())
  const version = contentVersion()
  if (version !== state.version) {
    state.entries.clear()
    state.version = version
  }
  const hit = state.entries.get(key)
  if (hit) {
    if (hit.expires <= Date.now() && !hit.refreshing) {
      hit.refreshing = true
      const fresh = store(key, maxAgeMs, read)
      fresh.value.then(
        () => {
          if (state.entries.get(key) === hit) state.entries.set(key, fresh)
        },
        () => {
          hit.refreshing = false
        },
      )
    }
    return hit.value as Promise<T>
  }
  if (state.entries.size >= MAX_ENTRIES) state.entries.delete(state.entries.keys().next().value!)
  const entry = store(key, maxAgeMs, read)
  state.entries.set(key, entry)
  return entry.value as Promise<T>
}

/**
 * Tests on PostgreSQL turn the cache off: the database's change notice reaches this
 * process a moment after the writing statement returns, so a test that writes
 * straight to the database and reads at once would race it.
 */
export function setReadCacheEnabled(enabled: boolean): void {
  state.enabled = enabled
  state.entries.clear()
}
