import { eq } from 'drizzle-orm'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { articleCorrections, articleDailyViews, articleTags, tags, users } from '#db/schema/index.ts'
import { siteDay } from '#app/utils/dates.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory, createUser } from '#tests/factories/index.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
let parentId: number
let childId: number

beforeEach(async () => {
  parentId = (await createCategory({ slug: 'politiki' })).id
  childId = (await createCategory({ slug: 'ekloges', parentId })).id
})

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000)

afterEach(() => vi.useRealTimers())

describe('public articles API', () => {
  it('shows only published articles whose time has come, newest first', async () => {
    await createArticle({ categoryId: parentId, slug: 'old', publishedAt: minutesAgo(60) })
    await createArticle({ categoryId: parentId, slug: 'new', publishedAt: minutesAgo(1) })
    await createArticle({ categoryId: parentId, slug: 'draft', status: 'draft', publishedAt: null })
    await createArticle({ categoryId: parentId, slug: 'review', status: 'under_review' })
    await createArticle({ categoryId: parentId, slug: 'scheduled', publishedAt: new Date(Date.now() + 3_600_000) })
    const latest = await request(app).get('/api/public/articles/latest')
    expect(latest.body.map((a: { slug: string }) => a.slug)).toEqual(['new', 'old'])
    const paged = await request(app).get('/api/public/articles?limit=1&offset=1')
    expect(paged.body).toEqual({ articles: [expect.objectContaining({ slug: 'old' })] })
    for (const hidden of ['draft', 'review', 'scheduled']) {
      const res = await request(app).get(`/api/public/articles/${hidden}`)
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ message: 'Article not found', code: 'article.notFound' })
    }
  })

  it('gives one article with its tags and only the author’s names', async () => {
    const author = await createUser({ nickname: 'Λένα', passwordHash: 'secret-hash' })
    await createArticle({ categoryId: childId, slug: 'plain' })
    const story = await createArticle({
      categoryId: childId,
      slug: 'story',
      authorId: author.id,
      content: '<p>Body</p>',
    })
    const [vouli, amyna] = await getDb()
      .insert(tags)
      .values([
        { name: 'Βουλή', slug: 'vouli' },
        { name: 'Άμυνα', slug: 'amyna' },
      ])
      .returning()
    await getDb()
      .insert(articleTags)
      .values([vouli!, amyna!].map((tag) => ({ articleId: story.id, tagId: tag.id })))
    const correctedAt = new Date(Date.now() - 1000)
    await getDb().insert(articleCorrections).values({
      articleId: story.id,
      text: 'The date was wrong.',
      textGr: 'Η ημερομηνία ήταν λάθος.',
      createdAt: correctedAt,
    })
    const res = await request(app).get('/api/public/articles/story')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ slug: 'story', content: '<p>Body</p>', dailyViews: 0 })
    // by name, and only this article's
    expect(res.body.articleTags).toEqual([
      { tag: { id: amyna!.id, name: 'Άμυνα', slug: 'amyna' } },
      { tag: { id: vouli!.id, name: 'Βουλή', slug: 'vouli' } },
    ])
    expect(res.body.corrections).toEqual([
      {
        id: expect.any(Number),
        text: 'The date was wrong.',
        textGr: 'Η ημερομηνία ήταν λάθος.',
        createdAt: correctedAt.toISOString(),
      },
    ])
    expect((await request(app).get('/api/public/articles/plain')).body).toMatchObject({
      articleTags: [],
      corrections: [],
    })
    expect(res.body.author).toEqual({ firstName: author.firstName, lastName: author.lastName, nickname: 'Λένα' })
    expect(res.text).not.toMatch(/secret-hash|email|passwordHash/)
    await getDb().delete(users).where(eq(users.id, author.id))
    expect((await request(app).get('/api/public/articles/story')).body.author).toBeNull()
  })

  it('lists a top-level category with its sub-categories, a sub-category alone', async () => {
    await createArticle({ categoryId: parentId, slug: 'in-parent' })
    await createArticle({ categoryId: childId, slug: 'in-child' })
    const parent = await request(app).get('/api/public/categories/politiki/articles')
    expect(parent.body.map((a: { slug: string }) => a.slug).sort()).toEqual(['in-child', 'in-parent'])
    const child = await request(app).get('/api/public/categories/ekloges/articles')
    expect(child.body.map((a: { slug: string }) => a.slug)).toEqual(['in-child'])
    expect((await request(app).get('/api/public/categories/nope/articles')).status).toBe(404)
  })

  it('ranks trending by views of the last 24 hours, then of the last 7 days, with views today', async () => {
    // views are not content: the list follows them within a minute (the first read after
    // that still answers the old list while a fresh one is read)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const aMinuteLater = () => vi.setSystemTime(Date.now() + 61_000)
    const a = await createArticle({ categoryId: parentId, slug: 'a' })
    const b = await createArticle({ categoryId: parentId, slug: 'b' })
    expect((await request(app).get('/api/public/articles/trending')).body).toEqual([])
    const today = siteDay()
    const daysAgo = (n: number) =>
      new Date(new Date(`${today}T12:00:00Z`).getTime() - n * 86_400_000).toISOString().slice(0, 10)
    await getDb()
      .insert(articleDailyViews)
      .values([{ articleId: b.id, day: daysAgo(4), views: 50 }])
    aMinuteLater()
    const trendingSlugs = async () =>
      (await request(app).get('/api/public/articles/trending')).body.map((x: { slug: string }) => x.slug)
    await vi.waitFor(async () => expect(await trendingSlugs()).toEqual(['b']))
    await getDb()
      .insert(articleDailyViews)
      .values([{ articleId: a.id, day: today, views: 7 }])
    aMinuteLater()
    await vi.waitFor(async () => expect(await trendingSlugs()).toEqual(['a']))
    expect((await request(app).get('/api/public/articles/trending')).body[0].dailyViews).toBe(7)
  })

  it('lists featured articles', async () => {
    await createArticle({ categoryId: parentId, slug: 'plain' })
    await createArticle({ categoryId: parentId, slug: 'star', isFeatured: true })
    expect((await request(app).get('/api/public/articles/featured')).body.map((x: { slug: string }) => x.slug)).toEqual(
      ['star'],
    )
  })
})
