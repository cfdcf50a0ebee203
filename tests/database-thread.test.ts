import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories } from '#db/schema/index.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { openPgliteInThread, queryThroughPort } from '#server/runtime/pglite-thread.server.ts'
import { ensureBuild } from '../scripts/ensure-build.js'

/**
 * The embedded database in its own thread, as the production server runs it (the
 * build's database-thread entry): Drizzle on the main thread works as with PGlite in
 * the same thread, transactions included, and a render thread's line reaches it too.
 */
const ENTRY = new URL('../build/server/database-thread.js', import.meta.url)

describe('the embedded database in a thread of its own', () => {
  let dataDir: string
  let database: DatabaseHandle
  beforeAll(async () => {
    ensureBuild()
    dataDir = mkdtempSync(path.join(tmpdir(), 'newsroom-db-thread-'))
    database = await openPgliteInThread(ENTRY, dataDir)
    await database.migrate()
  }, 240_000)
  afterAll(async () => {
    await database?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const category = (slug: string) => ({ slug, name: `Κατηγορία ${slug}`, nameEn: `Category ${slug}` })
  const slugs = async () =>
    (await database.db.select({ slug: categories.slug }).from(categories).orderBy(categories.slug)).map((r) => r.slug)

  it('commits a transaction whole, and rolls one back whole when it fails', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(categories).values(category('kept-one'))
      await tx.insert(categories).values(category('kept-two'))
    })
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(categories).values(category('dropped'))
        throw new Error('the editor gave up')
      }),
    ).rejects.toThrow('the editor gave up')
    expect(await slugs()).toEqual(['kept-one', 'kept-two'])
  })

  it('keeps other statements out of an open transaction until it ends', async () => {
    let outsideSaw: string[] | undefined
    await database.db.transaction(async (tx) => {
      await tx.update(categories).set({ slug: 'renamed' }).where(eq(categories.slug, 'kept-one'))
      // a statement from outside waits for the commit: it never sees half a transaction
      void slugs().then((seen) => (outsideSaw = seen))
      // the thread answers in order: this statement, sent after the outside one, is
      // answered first only because the outside one waits for the commit
      await tx.execute(sql`select 1`)
      expect(outsideSaw).toBeUndefined()
    })
    await expect.poll(() => outsideSaw).toEqual(['kept-two', 'renamed'])
  })

  it('runs the statements sent behind a begin once that transaction opens, after the one before it ends', async () => {
    let releaseFirst!: () => void
    const first = database.db.transaction(async (tx) => {
      await tx.insert(categories).values(category('first-open'))
      await new Promise<void>((resolve) => (releaseFirst = resolve))
    })
    await expect.poll(() => typeof releaseFirst).toBe('function')
    // its begin and its statements are on their way while the first one holds the database
    const second = database.db.transaction(async (tx) => {
      await tx.insert(categories).values(category('second-one'))
      await tx.update(categories).set({ slug: 'second-two' }).where(eq(categories.slug, 'second-one'))
    })
    const failing = database.db.transaction(async (tx) => {
      await tx.insert(categories).values(category('third-dropped'))
      await tx.insert(categories).values(category('first-open'))
    })
    releaseFirst()
    await first
    await second
    await expect(failing).rejects.toThrow()
    expect((await slugs()).filter((slug) => /first|second|third/.test(slug))).toEqual(['first-open', 'second-two'])
    await database.db.delete(categories).where(inArray(categories.slug, ['first-open', 'second-two']))
  })

  it("passes PostgreSQL's error fields on, so a duplicate is told from a failure", async () => {
    const error = await database.db
      .insert(categories)
      .values(category('kept-two'))
      .then(() => undefined)
      .catch((caught: unknown) => caught as Error & { cause?: { code?: string; constraint?: string } })
    expect(error?.cause?.code).toBe('23505')
    expect(error?.cause?.constraint).toBe('categories_slug_unique')
  })

  it('hears a notice before the statement that sent it returns', async () => {
    const heard: string[] = []
    const stop = await database.listen('newsroom_test_channel', (payload) => heard.push(payload ?? ''))
    await database.db.execute(sql`select pg_notify('newsroom_test_channel', 'marker')`)
    expect(heard).toEqual(['marker'])
    await stop()
  })

  it("answers a render thread's line directly", async () => {
    const query = queryThroughPort(database.connectThread!())
    const result = await query({
      sql: 'select count(*)::int as n from categories',
      params: [],
      rowMode: 'object',
      textTypes: [],
    })
    expect(result.rows).toEqual([{ n: 2 }])
    await expect(query({ sql: 'select nonsense', params: [], rowMode: 'object', textTypes: [] })).rejects.toThrow(
      /nonsense/,
    )
  })

  it('runs a text of several statements for the job queue, and one with parameters', async () => {
    const { rows } = await database.runSql(
      'CREATE TEMP TABLE queue_probe (n int); INSERT INTO queue_probe VALUES (1), (2); SELECT sum(n)::int AS total FROM queue_probe',
    )
    expect(rows).toEqual([{ total: 3 }])
    expect((await database.runSql('SELECT $1::int + 1 AS next', [41])).rows).toEqual([{ next: 42 }])
  })
})
