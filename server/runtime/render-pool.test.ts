import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { RuntimeConfig } from '#app/utils/config.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { MIN_SPARE_CORES, SPAWN_AFTER_BACKLOG_MS, startRenderPool, type RenderPool } from './render-pool.ts'

/**
 * The pool's threads: one at the start, more (up to its size) when pages wait for one
 * without a break for SPAWN_AFTER_BACKLOG_MS on a machine with cores to spare, and those
 * beyond the first stopped once idle. The threads are stand-ins that answer
 * each page after 100 ms with their thread id (tests/support/stand-in-render-thread.mjs);
 * tests/render-threads.test.ts renders real pages on the build's threads.
 */
const entry = new URL('../../tests/support/stand-in-render-thread.mjs', import.meta.url)
const database = {} as DatabaseHandle
const config = {} as RuntimeConfig
let pool: RenderPool | undefined
/** the machine as the pool sees it: two idle cores (the tests' own load aside), or none */
const idleMachine = () => 2
const busyMachine = () => MIN_SPARE_CORES / 2

afterEach(async () => {
  await pool?.close()
  pool = undefined
})

const page = (n: number) => ({ url: `http://127.0.0.1/${n}`, headers: [], keepSeconds: 0 })
/** Render `count` pages at once; answers the ids of the threads that rendered them. */
const renderAtOnce = async (count: number) =>
  new Set(
    (await Promise.all(Array.from({ length: count }, (_, n) => pool!.render(page(n))))).map((p) => p.body!.toString()),
  )

describe('the render pool', () => {
  it('starts with one thread and adds others, up to its size, when pages keep waiting for one', async () => {
    pool = startRenderPool({ size: 3, entry, database, config, spareCores: idleMachine })
    await pool.started
    expect(pool.threads()).toBe(1)
    expect(await renderAtOnce(1)).toHaveProperty('size', 1)
    // four pages in hand per thread: the other twenty wait 500 ms in all, and a thread is started for them
    await renderAtOnce(24)
    await expect.poll(() => pool!.threads()).toBeGreaterThan(1)
    await expect.poll(async () => (await renderAtOnce(24)).size, { timeout: 10_000 }).toBe(3)
    expect(pool.threads()).toBe(3)
  })

  it('starts no thread for a burst its threads clear before the backlog lasts SPAWN_AFTER_BACKLOG_MS', async () => {
    expect(SPAWN_AFTER_BACKLOG_MS).toBeGreaterThan(100)
    pool = startRenderPool({ size: 3, entry, database, config, spareCores: idleMachine })
    await pool.started
    // four in hand, four waiting 100 ms
    for (let burst = 0; burst < 5; burst++) expect(await renderAtOnce(8)).toHaveProperty('size', 1)
    expect(pool.threads()).toBe(1)
  })

  it('starts no thread while the machine has no core to spare, however long pages wait', async () => {
    pool = startRenderPool({ size: 3, entry, database, config, spareCores: busyMachine })
    await pool.started
    // twenty pages waiting 500 ms in all, twice
    for (let round = 0; round < 2; round++) expect(await renderAtOnce(24)).toHaveProperty('size', 1)
    expect(pool.threads()).toBe(1)
  })

  it('stops the threads beyond the first once they have had no page for a while, and starts them again', async () => {
    pool = startRenderPool({ size: 2, entry, database, config, idleThreadMs: 500, spareCores: idleMachine })
    await pool.started
    await expect.poll(async () => (await renderAtOnce(24)).size, { timeout: 10_000 }).toBe(2)
    await expect.poll(() => pool!.threads(), { timeout: 5_000 }).toBe(1)
    expect(await renderAtOnce(2)).toHaveProperty('size', 1)
    await expect.poll(async () => (await renderAtOnce(24)).size, { timeout: 10_000 }).toBe(2)
  })

  it('starts no thread within a second of one that stopped by itself, however many pages wait', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'render-pool-'))
    const failWhile = path.join(dir, 'threads-fail')
    try {
      pool = startRenderPool({
        size: 3,
        entry,
        database,
        config: { failWhile } as unknown as RuntimeConfig,
        spareCores: idleMachine,
      })
      await pool.started
      // from now on a new thread stops as it starts; the first one goes on rendering
      writeFileSync(failWhile, '')
      const started = performance.now()
      for (let round = 0; round < 4; round++) await renderAtOnce(24)
      const seconds = (performance.now() - started) / 1000
      const starts = readFileSync(failWhile, 'utf8').split('\n').filter(Boolean).length
      expect(starts).toBeGreaterThan(0)
      expect(starts).toBeLessThanOrEqual(Math.ceil(seconds) + 1)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
