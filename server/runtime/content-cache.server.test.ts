import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  contentChangedHere,
  contentKeyedMap,
  readCacheBytes,
  readThrough,
  setNextContentChangeAt,
  setReadCacheEnabled,
} from './content-cache.server.ts'

afterEach(() => {
  vi.useRealTimers()
  setNextContentChangeAt(null)
  setReadCacheEnabled(true)
})

function counter() {
  let reads = 0
  return {
    read: async () => ++reads,
    get reads() {
      return reads
    },
  }
}

describe('readThrough', () => {
  it('answers from memory until the content version moves', async () => {
    const source = counter()
    expect(await readThrough('k1', 60_000, source.read)).toBe(1)
    expect(await readThrough('k1', 60_000, source.read)).toBe(1)
    contentChangedHere()
    expect(await readThrough('k1', 60_000, source.read)).toBe(2)
  })

  it("keeps a read that names its tables across other tables' edits, not across its own, an unnamed change or a removal", async () => {
    const settings = counter()
    const lists = counter()
    const read = () =>
      Promise.all([
        readThrough('settings-like', 60_000, settings.read, ['site_settings', 'curated_articles']),
        readThrough('list-like', 60_000, lists.read),
      ])
    expect(await read()).toEqual([1, 1])
    contentChangedHere('edit', 'articles')
    expect(await read()).toEqual([1, 2])
    contentChangedHere('edit', 'curated_articles')
    expect(await read()).toEqual([2, 3])
    contentChangedHere('edit', 'categories')
    expect(await read()).toEqual([2, 4])
    contentChangedHere('edit')
    expect(await read()).toEqual([3, 5])
    contentChangedHere('removal', 'articles')
    expect(await read()).toEqual([4, 6])
  })

  it('refreshes an entry older than its age, answering the old value meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const source = counter()
    await readThrough('k2', 30_000, source.read)
    vi.setSystemTime(Date.now() + 29_000)
    expect(await readThrough('k2', 30_000, source.read)).toBe(1)
    vi.setSystemTime(Date.now() + 2_000)
    expect(await readThrough('k2', 30_000, source.read)).toBe(1)
    expect(source.reads).toBe(2)
    expect(await readThrough('k2', 30_000, source.read)).toBe(2)
    expect(source.reads).toBe(2)
  })

  it('drops everything when a scheduled article becomes due', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const source = counter()
    setNextContentChangeAt(Date.now() + 5_000)
    await readThrough('k3', 60_000, source.read)
    vi.setSystemTime(Date.now() + 4_000)
    expect(await readThrough('k3', 60_000, source.read)).toBe(1)
    vi.setSystemTime(Date.now() + 2_000)
    expect(await readThrough('k3', 60_000, source.read)).toBe(2)
  })

  it('shares one read between concurrent misses and keeps no failure', async () => {
    let calls = 0
    let fail = true
    const read = async () => {
      calls++
      await new Promise((r) => setTimeout(r, 10))
      if (fail) throw new Error('database down')
      return 'rows'
    }
    const both = await Promise.allSettled([readThrough('k4', 60_000, read), readThrough('k4', 60_000, read)])
    expect(calls).toBe(1)
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    fail = false
    expect(await readThrough('k4', 60_000, read)).toBe('rows')
    expect(calls).toBe(2)
  })

  it('reads every time when turned off', async () => {
    setReadCacheEnabled(false)
    const source = counter()
    await readThrough('k5', 60_000, source.read)
    expect(await readThrough('k5', 60_000, source.read)).toBe(2)
  })

  it('holds at most its byte budget, dropping the reads least recently used first', async () => {
    // an article's worth of Greek text, about 240 KB in memory each
    const article = (n: number) => ({ id: n, content: 'Αθήνα '.repeat(20_000) })
    const reads = { count: 0 }
    const read = (n: number) => () => {
      reads.count++
      return Promise.resolve(article(n))
    }
    await readThrough('budget:first', 60_000, read(0))
    for (let n = 1; n <= 200; n++) {
      await readThrough(`budget:${n}`, 60_000, read(n))
      // the first read is in use all along: it is never the one dropped
      if (n % 10 === 0) await readThrough('budget:first', 60_000, read(0))
    }
    expect(reads.count).toBe(201)
    expect(readCacheBytes()).toBeLessThanOrEqual(8 * 1024 * 1024)
    expect(readCacheBytes()).toBeGreaterThan(6 * 1024 * 1024)
    await readThrough('budget:first', 60_000, read(0))
    await readThrough('budget:200', 60_000, read(200))
    expect(reads.count).toBe(201)
    await readThrough('budget:1', 60_000, read(1))
    expect(reads.count).toBe(202)
  })
})

describe('contentKeyedMap', () => {
  it('empties itself when the content version moves, and keeps its entry cap', () => {
    const map = contentKeyedMap<string>('test-content-keyed-map', {
      maxBytes: Infinity,
      maxEntries: 2,
      sizeOf: () => 0,
    })
    map.set('a', 'x')
    map.set('b', 'x')
    map.set('c', 'x')
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([undefined, 'x', 'x'])
    contentChangedHere()
    expect(map.get('c')).toBeUndefined()
  })
})
