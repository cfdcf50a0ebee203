import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { articles } from '#db/schema/index.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { proxyDatabase, ThreadTransactionError } from './db-proxy.server.ts'
import { getDatabaseHandle, getDb } from '#app/utils/db.server.ts'

/** A render thread's view of the embedded database: the same rows, types and errors. */
describe.runIf(process.env.TEST_DB !== 'postgres')('the embedded database as a render thread sees it', () => {
  it('reads the same rows with the same types as the main thread', async () => {
    const category = await createCategory({ slug: 'politiki' })
    await createArticle({ categoryId: category.id, slug: 'one', galleryImages: ['/a.webp'] })
    await createArticle({ categoryId: category.id, slug: 'two' })
    const proxied = proxyDatabase(getDatabaseHandle().runForThread!).db
    const read = (db: typeof proxied) => db.select().from(articles).orderBy(asc(articles.slug))
    const [direct, through] = [await read(getDb()), await read(proxied)]
    expect(through).toEqual(direct)
    expect(through[0]!.publishedAt).toBeInstanceOf(Date)
    expect(through[0]!.galleryImages).toEqual(['/a.webp'])
    const found = await proxied.query.articles.findFirst({ where: eq(articles.slug, 'two') })
    expect(found?.slug).toBe('two')
  })

  it('passes errors back and refuses transactions', async () => {
    const proxied = proxyDatabase(getDatabaseHandle().runForThread!).db
    await expect(proxied.execute('select * from no_such_table')).rejects.toThrow(/no_such_table/)
    await expect(proxied.transaction(async () => {})).rejects.toBeInstanceOf(ThreadTransactionError)
  })
})
