import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { RuntimeConfig } from '#app/utils/config.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { startRenderPool, type RenderPool } from './render-pool.ts'

/**
 * The pool's threads: one at the start, more (up to its size) when pages wait for one,
 * and those beyond the first stopped once idle. The threads are stand-ins that answer
 * each page after 100 ms with their thread id (tests/support/stand-in-render-thread.mjs);
 * tests/render-threads.test.ts renders real pages on the build's threads.
 */
const entry = new URL('../../tests/support/stand-in-render-thread.mjs', import.meta.url)
const database = {} as DatabaseHandle
const config = {} as RuntimeConfig
let pool: RenderPool | undefined

afterEach(async () => {
  await pool?.close()
  pool = undefined
})

const page = (n: number) => ({ url: `http://127.0.0.1/${n}`, headers: [], keepSeconds: 0 })
/** Render `count` pages at once; answers the ids of the threads that rendered them. */
const renderAtOnce = async (count: number) =>
  new Set(
    (await Promise.all(Array.from({ length: count }, (_, n) => pool!.render(page(n))))).map((p) => p.body.toString()),
  )

describe('the render pool', () => {
  it('starts with one thread and adds others, up to its size, when pages wait for one', async () => {
    pool = startRenderPool({ size: 3, entry, database, config })
    await pool.started
    expect(pool.threads()).toBe(1)
    expect(await renderAtOnce(1)).toHaveProperty('size', 1)
    // two pages in hand per thread: a third waits, and a thread is started for it
    await renderAtOnce(12)
    await expect.poll(() => pool!.threads()).toBeGreaterThan(1)
    await expect.poll(async () => (await renderAtOnce(12)).size, { timeout: 10_000 }).toBe(3)
    expect(pool.threads()).toBe(3)
  })

  it('stops the threads beyond the first once they have had no page for a while, and starts them again', async () => {
    pool = startRenderPool({ size: 2, entry, database, config, idleThreadMs: 500 })
    await pool.started
    await expect.poll(async () => (await renderAtOnce(8)).size, { timeout: 10_000 }).toBe(2)
    await expect.poll(() => pool!.threads(), { timeout: 5_000 }).toBe(1)
    expect(await renderAtOnce(2)).toHaveProperty('size', 1)
    await expect.poll(async () => (await renderAtOnce(8)).size, { timeout: 10_000 }).toBe(2)
  })

  it('starts no thread within a second of one that stopped by itself, however many pages wait', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'render-pool-'))
    const failWhile = path.join(dir, 'threads-fail')
    try {
      pool = startRenderPool({ size: 3, entry, database, config: { failWhile } as unknown as RuntimeConfig })
      await pool.started
      // from now on a new thread stops as it starts; the first one goes on rendering
      writeFileSync(failWhile, '')
      const started = performance.now()
      for (let round = 0; round < 4; round++) await renderAtOnce(12)
      const seconds = (performance.now() - started) / 1000
      const starts = readFileSync(failWhile, 'utf8').split('\n').filter(Boolean).length
      expect(starts).toBeGreaterThan(0)
      expect(starts).toBeLessThanOrEqual(Math.ceil(seconds) + 1)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
