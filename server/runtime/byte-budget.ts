/**
 * Memory budgets for in-memory caches: a cache bounded only by its number of entries
 * can hold a few small answers or as many large ones, so its share of the process's
 * memory is unknown. These maps are bounded by an estimate of their values' bytes
 * (docs/decisions/007-memory-budget.md).
 */

/** A map that keeps at most `maxBytes` (and `maxEntries`), the least recently used out first. */
export interface ByteBoundedMap<V> {
  /** the value, which becomes the most recently used */
  get(key: string): V | undefined
  /**
   * Add or replace, measuring the value's size now, then drop the least recently used
   * entries until the map is within its budget again. Setting an entry again measures it
   * again (a value whose size became known later). A value larger than the whole budget
   * is not kept.
   */
  set(key: string, value: V): void
  delete(key: string): void
  /** drop every entry whose value `unwanted` picks */
  deleteWhere(unwanted: (value: V) => boolean): void
  clear(): void
  /** the estimated bytes of the values held */
  bytes(): number
  readonly size: number
}

export interface ByteBudget<V> {
  maxBytes: number
  /** a cap on the count too (each entry also costs its key and the map's own bookkeeping) */
  maxEntries?: number
  /** the estimated bytes one value holds in memory */
  sizeOf: (value: V) => number
}

export function byteBoundedMap<V>({ maxBytes, maxEntries = Infinity, sizeOf }: ByteBudget<V>): ByteBoundedMap<V> {
  // a Map iterates in insertion order: re-inserting on use keeps the least recent first
  const entries = new Map<string, { value: V; bytes: number }>()
  let total = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    total -= entry.bytes
    entries.delete(key)
  }

  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
    },
    set(key, value) {
      remove(key)
      const bytes = sizeOf(value)
      if (bytes > maxBytes) return
      entries.set(key, { value, bytes })
      total += bytes
      for (const oldest of entries.keys()) {
        if (total <= maxBytes && entries.size <= maxEntries) break
        remove(oldest)
      }
    },
    delete: remove,
    deleteWhere(unwanted) {
      for (const [key, entry] of entries) if (unwanted(entry.value)) remove(key)
    },
    clear() {
      entries.clear()
      total = 0
    },
    bytes: () => total,
    get size() {
      return entries.size
    },
  }
}

/**
 * What a plain value (rows, answers: objects, arrays, strings, numbers, dates) costs in
 * memory, estimated from its JSON: two bytes per character, since V8 keeps a string
 * with any non-Latin-1 letter (all Greek text) at two bytes per character, and the
 * objects' own headers weigh about what their JSON's punctuation and field names do.
 * A value JSON cannot express (a cycle, a BigInt) counts as `fallback`.
 */
export function estimatedBytes(value: unknown, fallback = 1024): number {
  try {
    const json = JSON.stringify(value)
    return json === undefined ? 16 : 2 * json.length
  } catch {
    return fallback
  }
}

export const MEGABYTE = 1024 * 1024
