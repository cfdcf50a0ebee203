import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { articleTags, articles, categories, users } from '#db/schema/index.ts'
import { findLatestArticles } from '#app/features/articles/pages/public-articles.server.ts'
import { recordArticleView } from '#app/features/articles/pages/views.server.ts'
import { listPublicCategories } from '#app/features/taxonomy/categories.server.ts'
import {
  contentVersion,
  forgetOtherWriters,
  otherProcessesWrite,
  removalVersion,
  setReadCacheEnabled,
} from './content-cache.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory, createTag, createUser } from '#tests/factories/index.ts'
import { settleContentNotices } from '#tests/support/content-notices.ts'
import { awaitOwnContentNotices, CONTENT_CHANGED_CHANNEL } from './content-changes.server.ts'

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
    // every notice of the writes so far has arrived: none of them moved the version
    await settleContentNotices()
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

  it('sends nothing for drafts, which readers never saw', async () => {
    const category = await createCategory()
    const tag = await createTag()
    await settleContentNotices()
    const before = contentVersion()
    const draft = await createArticle({ categoryId: category.id, slug: 'a-draft', status: 'draft' })
    await getDb().update(articles).set({ title: 'Still a draft' }).where(eq(articles.id, draft.id))
    await getDb().insert(articleTags).values({ articleId: draft.id, tagId: tag.id })
    await getDb().delete(articles).where(eq(articles.id, draft.id))
    await settleContentNotices()
    expect(contentVersion()).toBe(before)
  })

  it('tells an edit of a published article from its removal', async () => {
    const category = await createCategory()
    const article = await createArticle({ categoryId: category.id, slug: 'on-the-site' })
    await settleContentNotices()
    const removedAt = removalVersion()
    const before = contentVersion()
    await getDb().update(articles).set({ title: 'Edited' }).where(eq(articles.id, article.id))
    await settleContentNotices()
    expect(contentVersion()).toBeGreaterThan(before)
    expect(removalVersion()).toBe(removedAt)

    const removals: [string, Record<string, unknown>][] = [
      ['a new address', { slug: 'moved-elsewhere' }],
      ['a return to the schedule', { publishedAt: new Date(Date.now() + 3_600_000) }],
      ['an unpublish', { status: 'draft' }],
    ]
    for (const [change, values] of removals) {
      if (change === 'an unpublish') {
        await getDb().update(articles).set({ publishedAt: new Date() }).where(eq(articles.id, article.id))
      }
      await settleContentNotices()
      const last = removalVersion()
      await getDb().update(articles).set(values).where(eq(articles.id, article.id))
      await settleContentNotices()
      expect(removalVersion(), change).toBeGreaterThan(last)
    }
    const published = await createArticle({ categoryId: category.id, slug: 'to-delete' })
    await settleContentNotices()
    const beforeDelete = removalVersion()
    await getDb().delete(articles).where(eq(articles.id, published.id))
    await settleContentNotices()
    expect(removalVersion()).toBeGreaterThan(beforeDelete)
  })

  it('keeps the categories read while articles are edited, and drops it when categories change', async () => {
    const category = await createCategory({ name: 'Πριν', nameEn: 'Before' })
    const article = await createArticle({ categoryId: category.id, slug: 'edited-often' })
    await settleContentNotices()
    const nameOf = async () => (await listPublicCategories()).find((c) => c.id === category.id)?.nameEn
    expect(await nameOf()).toBe('Before')
    // a rename no notice tells of: what the cache answers shows whether it read again
    await getDb().execute(sql`alter table categories disable trigger categories_content_changed`)
    await getDb().update(categories).set({ nameEn: 'Unannounced' }).where(eq(categories.id, category.id))
    await getDb().execute(sql`alter table categories enable trigger categories_content_changed`)
    await getDb().update(articles).set({ title: 'Edited again' }).where(eq(articles.id, article.id))
    await settleContentNotices()
    expect((await findLatestArticles({ limit: 10 })).find((a) => a.slug === 'edited-often')?.title).toBe('Edited again')
    expect(await nameOf()).toBe('Before')
    await getDb().update(categories).set({ nameEn: 'After' }).where(eq(categories.id, category.id))
    await eventually(async () => expect(await nameOf()).toBe('After'))
  })

  it('knows of a write it made once it has waited for its own notices', async () => {
    const category = await createCategory()
    const article = await createArticle({ categoryId: category.id, slug: 'just-saved' })
    await settleContentNotices()
    for (let i = 0; i < 5; i++) {
      const before = contentVersion()
      await getDb()
        .update(articles)
        .set({ title: `Save ${i}` })
        .where(eq(articles.id, article.id))
      await awaitOwnContentNotices()
      expect(contentVersion()).toBeGreaterThan(before)
    }
  })

  it("tells another process's acknowledged write from its own", async () => {
    forgetOtherWriters()
    try {
      await createArticle({ categoryId: (await createCategory()).id, slug: 'saved-here' })
      await awaitOwnContentNotices()
      await settleContentNotices()
      expect(otherProcessesWrite()).toBe(false)
      // what another process sends before it acknowledges a write of its own
      await getDb().execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, 'barrier:another-process:1')`)
      await eventually(async () => expect(otherProcessesWrite()).toBe(true))
    } finally {
      forgetOtherWriters()
    }
  })
})
