import { describe, expect, it } from 'vitest'
import { byteBoundedMap, estimatedBytes } from './byte-budget.ts'

const textMap = (maxBytes: number, maxEntries?: number) =>
  byteBoundedMap<string>({ maxBytes, maxEntries, sizeOf: (value) => value.length })

describe('byteBoundedMap', () => {
  it('keeps what fits its budget and drops the least recently used to make room', () => {
    const map = textMap(10)
    map.set('a', 'xxxx')
    map.set('b', 'xxxx')
    expect(map.get('a')).toBe('xxxx') // a is now more recent than b
    map.set('c', 'xxxx')
    expect(map.get('b')).toBeUndefined()
    expect(map.get('a')).toBe('xxxx')
    expect(map.get('c')).toBe('xxxx')
    expect(map.bytes()).toBe(8)
  })

  it('drops as many entries as a large value needs', () => {
    const map = textMap(10)
    for (const key of ['a', 'b', 'c', 'd', 'e']) map.set(key, 'xx')
    map.set('big', 'x'.repeat(9))
    expect(map.size).toBe(1)
    expect(map.bytes()).toBe(9)
  })

  it('does not keep a value larger than the whole budget, nor lose the others for it', () => {
    const map = textMap(10)
    map.set('a', 'xxx')
    map.set('huge', 'x'.repeat(11))
    expect(map.get('huge')).toBeUndefined()
    expect(map.get('a')).toBe('xxx')
    expect(map.bytes()).toBe(3)
  })

  it('counts a replaced or deleted value no more', () => {
    const map = textMap(100)
    map.set('a', 'x'.repeat(40))
    map.set('a', 'x'.repeat(10))
    expect(map.bytes()).toBe(10)
    map.delete('a')
    map.delete('missing')
    expect(map.bytes()).toBe(0)
    map.set('b', 'xx')
    map.clear()
    expect(map.size).toBe(0)
    expect(map.bytes()).toBe(0)
  })

  it('measures an entry again when it is set again (a value whose size became known later)', () => {
    const entry = { bytes: 1 }
    const map = byteBoundedMap<typeof entry>({ maxBytes: 10, sizeOf: (value) => value.bytes })
    map.set('old', { bytes: 6 })
    map.set('pending', entry)
    expect(map.bytes()).toBe(7)
    entry.bytes = 8
    map.set('pending', entry)
    expect(map.get('old')).toBeUndefined()
    expect(map.bytes()).toBe(8)
  })

  it('also keeps at most maxEntries', () => {
    const map = textMap(Infinity, 2)
    map.set('a', 'x')
    map.set('b', 'x')
    map.set('c', 'x')
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([undefined, 'x', 'x'])
  })
})

describe('estimatedBytes', () => {
  it('counts two bytes per character of the JSON, and something for what JSON cannot say', () => {
    expect(estimatedBytes({ title: 'Αθήνα' })).toBe(2 * '{"title":"Αθήνα"}'.length)
    expect(estimatedBytes(undefined)).toBeGreaterThan(0)
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(estimatedBytes(cycle, 100)).toBe(100)
  })
})
