import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { articles, users } from '#db/schema/index.ts'
import { findLatestArticles } from '#app/modules/articles/public-articles.server.ts'
import { recordArticleView } from '#app/modules/analytics/views.server.ts'
import { contentVersion, setReadCacheEnabled } from '#app/utils/content-cache.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory, createUser } from '#tests/factories/index.ts'
import { settleContentNotices } from '#tests/support/content-notices.ts'

// the setup follows the database's notices as the server does; here the cache is on for both engines
beforeAll(() => setReadCacheEnabled(true))
afterAll(() => setReadCacheEnabled(process.env.TEST_DB !== 'postgres'))

const slugsOfLatest = async () => (await findLatestArticles({ limit: 10 })).map((a) => a.slug)

/** Wait for the notice: at once on PGlite, a moment after commit on PostgreSQL. */
const eventually = (assertion: () => Promise<void>) => vi.waitFor(assertion, { timeout: 5000, interval: 20 })

describe('content changes', () => {
  it('drops cached reads when anything writes content straight into the database', async () => {
    const category = await createCategory()
    await createArticle({ categoryId: category.id, slug: 'first' })
    expect(await slugsOfLatest()).toEqual(['first'])
    await createArticle({ categoryId: category.id, slug: 'second' })
    await eventually(async () => expect(await slugsOfLatest()).toContain('second'))
    await getDb().update(articles).set({ title: 'Renamed' }).where(eq(articles.slug, 'first'))
    await eventually(async () => {
      const first = (await findLatestArticles({ limit: 10 })).find((a) => a.slug === 'first')
      expect(first?.title).toBe('Renamed')
    })
  })

  it('does not move for views or staff activity', async () => {
    const category = await createCategory()
    const author = await createUser()
    await createArticle({ categoryId: category.id, slug: 'read-me', authorId: author.id })
    await settleContentNotices()
    const before = contentVersion()
    expect(await recordArticleView('read-me', 'visitor')).toBe(true)
    await getDb().update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, author.id))
    await getDb().execute(sql`select pg_sleep(0.1)`)
    expect(contentVersion()).toBe(before)
    await getDb().update(users).set({ nickname: 'New pen name' }).where(eq(users.id, author.id))
    await eventually(async () => expect(contentVersion()).toBeGreaterThan(before))
  })

  it('shows a scheduled article once its time has come', async () => {
    const category = await createCategory()
    await createArticle({ categoryId: category.id, slug: 'now' })
    await createArticle({ categoryId: category.id, slug: 'soon', publishedAt: new Date(Date.now() + 500) })
    await eventually(async () => expect(await slugsOfLatest()).toEqual(['now']))
    await eventually(async () => expect(await slugsOfLatest()).toEqual(['soon', 'now']))
  })
})
