import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { spareCoresMeter } from './spare-cores.ts'

describe('the spare cores meter', () => {
  it('counts a core this process keeps busy as not spare', () => {
    const cores = availableParallelism()
    const spare = spareCoresMeter()
    const until = performance.now() + 300
    while (performance.now() < until); // one core, fully busy
    const reading = spare()
    expect(reading).toBeGreaterThanOrEqual(0)
    expect(reading).toBeLessThanOrEqual(cores - 0.5)
  })
})
