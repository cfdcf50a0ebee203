import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getDb, queryRows } from '#app/utils/db.server.ts'
import { createArticle, createCategory, createUser } from '#tests/factories/index.ts'
import {
  advertisements,
  articleDailyViews,
  articles,
  categories,
  curatedArticles,
  sessions,
  siteSettings,
  subscriptions,
  tags,
  users,
} from './schema/index.ts'
import type { CuratedList } from './schema/enums.ts'

/** The database itself refuses what the rules forbid, whatever code talks to it. */
async function rejects(work: () => Promise<unknown>): Promise<string> {
  try {
    await work()
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause
    return cause?.message ?? (error as Error).message
  }
  throw new Error('expected the database to refuse this')
}

describe('database integrity', () => {
  it('keeps slugs and e-mails unique, e-mails without regard to case', async () => {
    const category = await createCategory({ slug: 'politiki' })
    expect(await rejects(() => createCategory({ slug: 'politiki' }))).toMatch(/unique|duplicate/i)
    await createArticle({ slug: 'same', categoryId: category.id })
    expect(await rejects(() => createArticle({ slug: 'same', categoryId: category.id }))).toMatch(/unique|duplicate/i)
    await createUser({ email: 'Editor@Example.com' })
    expect(await rejects(() => createUser({ email: 'editor@example.com' }))).toMatch(/unique|duplicate/i)
    await getDb().insert(tags).values({ name: 'Αθήνα', slug: 'athina' })
    expect(await rejects(() => getDb().insert(tags).values({ name: 'αθήνα', slug: 'athina-2' }))).toMatch(
      /unique|duplicate/i,
    )
    await getDb().insert(subscriptions).values({ email: 'reader@example.com' })
    expect(await rejects(() => getDb().insert(subscriptions).values({ email: 'READER@example.com' }))).toMatch(
      /unique|duplicate/i,
    )
  })

  it('checks every closed set and range', async () => {
    const category = await createCategory()
    expect(await rejects(() => createArticle({ categoryId: category.id, status: 'archived' as never }))).toMatch(
      /articles_status_check/,
    )
    expect(await rejects(() => createUser({ role: 'owner' as never }))).toMatch(/users_role_check/)
    expect(await rejects(() => createCategory({ color: '#123456' }))).toMatch(/categories_color_check/)
    expect(await rejects(() => createArticle({ categoryId: category.id, slug: 'Not A Slug' }))).toMatch(/slug_format/)
    const ad = { title: 'Ad', placement: 'header_top' as const }
    expect(
      await rejects(() =>
        getDb()
          .insert(advertisements)
          .values({ ...ad, placement: 'popup' as never }),
      ),
    ).toMatch(/placement_check/)
    expect(
      await rejects(() =>
        getDb()
          .insert(advertisements)
          .values({ ...ad, status: 'paused' as never }),
      ),
    ).toMatch(/status_check/)
    expect(
      await rejects(() =>
        getDb()
          .insert(advertisements)
          .values({ ...ad, priority: 0 }),
      ),
    ).toMatch(/priority_check/)
    expect(
      await rejects(() =>
        getDb()
          .insert(advertisements)
          .values({ ...ad, priority: 101 }),
      ),
    ).toMatch(/priority_check/)
    expect(
      await rejects(() =>
        getDb()
          .insert(advertisements)
          .values({ ...ad, startDate: '2026-11-10', endDate: '2026-11-01' }),
      ),
    ).toMatch(/dates_check/)
    await getDb()
      .insert(advertisements)
      .values({ ...ad, priority: 100, startDate: '2026-11-01', endDate: '2026-11-01' })
    expect(
      await rejects(() =>
        getDb()
          .insert(subscriptions)
          .values({ email: 'a@b.c', status: 'gone' as never }),
      ),
    ).toMatch(/status_check/)
    expect(await rejects(() => getDb().insert(siteSettings).values({ id: 2 }))).toMatch(/single_row|duplicate|unique/)
  })

  it('refuses to delete a category that still has articles or sub-categories', async () => {
    const parent = await createCategory()
    const child = await createCategory({ parentId: parent.id })
    expect(await rejects(() => getDb().delete(categories).where(eq(categories.id, parent.id)))).toMatch(/foreign key/i)
    await createArticle({ categoryId: child.id })
    expect(await rejects(() => getDb().delete(categories).where(eq(categories.id, child.id)))).toMatch(/foreign key/i)
  })

  it("keeps a deleted user's articles, without an author, and ends their sessions", async () => {
    const category = await createCategory()
    const author = await createUser()
    const article = await createArticle({ categoryId: category.id, authorId: author.id })
    await getDb()
      .insert(sessions)
      .values({ id: 'hash', userId: author.id, expiresAt: new Date(Date.now() + 1000) })
    await getDb().delete(users).where(eq(users.id, author.id))
    const [kept] = await getDb().select().from(articles).where(eq(articles.id, article.id))
    expect(kept?.authorId).toBeNull()
    expect(await getDb().select().from(sessions)).toHaveLength(0)
  })

  it('takes a deleted article out of the curated lists and its view history', async () => {
    const category = await createCategory()
    const article = await createArticle({ categoryId: category.id })
    await getDb().insert(curatedArticles).values({ list: 'breaking_news', articleId: article.id, position: 0 })
    await getDb().insert(articleDailyViews).values({ articleId: article.id, day: '2026-11-22', views: 3 })
    await getDb().delete(articles).where(eq(articles.id, article.id))
    expect(await getDb().select().from(curatedArticles)).toHaveLength(0)
    expect(await getDb().select().from(articleDailyViews)).toHaveLength(0)
  })

  it('holds at most 3 breaking news and 6 editor picks, each position once', async () => {
    const category = await createCategory()
    const ids = await Promise.all(Array.from({ length: 7 }, () => createArticle({ categoryId: category.id })))
    const put = (list: string, index: number, position: number) =>
      getDb()
        .insert(curatedArticles)
        .values({ list: list as CuratedList, articleId: ids[index]!.id, position })
    await put('breaking_news', 0, 2)
    expect(await rejects(() => put('breaking_news', 1, 3))).toMatch(/position_check/)
    expect(await rejects(() => put('breaking_news', 1, 2))).toMatch(/unique|duplicate/i)
    await put('editors_pick', 1, 5)
    expect(await rejects(() => put('editors_pick', 2, 6))).toMatch(/position_check/)
    expect(await rejects(() => put('front_page', 2, 0))).toMatch(/list_check/)
  })

  it('has the search extensions installed', async () => {
    const rows = await queryRows<{ plain: string }>(sql`select unaccent('Αθήνα') as plain`)
    expect(rows[0]?.plain).toBe('Αθηνα')
  })
})
