import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { HeapSizes } from './support/heap-sizes-probe.ts'
import { PRODUCTION_NODE_FLAGS } from './support/server-process.ts'

/**
 * The production flags size the main thread's heap only: once the server has started, a
 * render thread gets the heap it asks for (docs/decisions/007-memory-budget.md).
 */
const PROBE = path.join(import.meta.dirname, 'support', 'heap-sizes-probe.ts')
const flag = (name: string) => Number(new RegExp(`--${name}=(\\d+)`).exec(PRODUCTION_NODE_FLAGS.join(' '))![1])

/** The main thread's and a worker's heap sizes (MB) under the production flags. */
function heapSizes(worker: { youngMb: number; oldMb: number }, clear: boolean) {
  const args = [...PRODUCTION_NODE_FLAGS, '--import', 'tsx', PROBE, String(worker.youngMb), String(worker.oldMb)]
  const out = execFileSync(process.execPath, clear ? [...args, 'clear'] : args, {
    cwd: path.resolve(import.meta.dirname, '..'),
    encoding: 'utf8',
  })
  return JSON.parse(out) as { main: HeapSizes; thread: HeapSizes }
}

describe("each thread's heap", () => {
  const asked = { youngMb: 64, oldMb: 2048 }

  it('is sized by the flags on the main thread and as asked on a thread started after the start', () => {
    const { main, thread } = heapSizes(asked, true)
    // a young generation is two semi-spaces, and on Node.js 24 up to a third for large objects
    expect(main.young).toBeLessThanOrEqual(3 * flag('max-semi-space-size'))
    expect(main.limit).toBeGreaterThanOrEqual(flag('max-old-space-size'))
    expect(main.limit).toBeLessThan(flag('max-old-space-size') + 64)
    expect(thread.young).toBeGreaterThan(3 * flag('max-semi-space-size'))
    expect(thread.young).toBeLessThanOrEqual(asked.youngMb)
    expect(thread.limit).toBeGreaterThanOrEqual(asked.oldMb + asked.youngMb)
  })

  it('would be sized by the flags in every thread without what the start clears', () => {
    const { thread } = heapSizes(asked, false)
    expect(thread.young).toBeLessThan(asked.youngMb)
    expect(thread.limit).toBeLessThan(asked.oldMb)
  })
})
