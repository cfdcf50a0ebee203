import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { spareCoresMeter, type CpuTimes } from './spare-cores.ts'

/** A meter reading these CPU times, one after another. */
function meterOver(...readings: CpuTimes[]): () => number {
  const next = [...readings]
  return spareCoresMeter(() => next.shift()!)
}

describe('the spare cores meter', () => {
  it('gives the cores left unused since its last reading, across every core', () => {
    const spare = meterOver(
      { idle: 1000, total: 2000, cores: 2 },
      // two cores, 400 ms of CPU time since: 300 of it idle, so 1.5 cores went unused
      { idle: 1300, total: 2400, cores: 2 },
      // then 400 ms with both cores busy the whole time
      { idle: 1300, total: 2800, cores: 2 },
    )
    expect(spare()).toBe(1.5)
    expect(spare()).toBe(0)
  })

  it('counts every core as spare when no time has passed since the last reading', () => {
    const spare = meterOver({ idle: 10, total: 20, cores: 4 }, { idle: 10, total: 20, cores: 4 })
    expect(spare()).toBe(4)
  })

  it('on this machine, counts a core this process keeps busy as not spare', () => {
    const spare = spareCoresMeter()
    const until = performance.now() + 300
    while (performance.now() < until); // one core, fully busy
    expect(spare()).toBeLessThanOrEqual(availableParallelism() - 0.5)
  })
})
