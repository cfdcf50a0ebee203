import { describe, expect, it } from 'vitest'
import { articleDailyViews, articles } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory, createUser } from '#tests/factories/index.ts'
import { getDashboard } from './dashboard.server.ts'

describe('getDashboard', () => {
  it('counts articles, views, active users and reviews, and lists the 5 newest', async () => {
    const category = await createCategory()
    const author = await createUser()
    await createUser({ isActive: false })
    for (let i = 0; i < 6; i++) {
      await createArticle({
        categoryId: category.id,
        authorId: author.id,
        viewCount: 10,
        createdAt: new Date(Date.UTC(2026, 10, i + 1)),
      })
    }
    await createArticle({
      categoryId: category.id,
      status: 'under_review',
      title: 'Newest',
      createdAt: new Date(Date.UTC(2026, 10, 20)),
    })
    const dashboard = await getDashboard()
    expect(dashboard.stats).toEqual({ totalArticles: 7, totalViews: 60, activeUsers: 1, pendingReviews: 1 })
    expect(dashboard.recentArticles).toHaveLength(5)
    expect(dashboard.recentArticles[0]).toMatchObject({ title: 'Newest', status: 'under_review', author: null })
    expect(dashboard.recentArticles[1]!.author).toEqual({
      firstName: 'Test',
      lastName: author.lastName,
      nickname: null,
    })
  })
})

describe('month over month', () => {
  it('compares this calendar month with the last, for publishing and views', async () => {
    const category = await createCategory()
    const now = new Date('2026-11-22T10:00:00Z')
    for (const day of ['2026-11-02', '2026-11-15', '2026-10-20', '2026-10-05']) {
      await createArticle({ categoryId: category.id, publishedAt: new Date(`${day}T09:00:00Z`) })
    }
    await createArticle({
      categoryId: category.id,
      publishedAt: new Date('2026-11-20T09:00:00Z'),
      status: 'under_review',
      title: 'Waiting',
    })
    const [a] = await getDb().select().from(articles).limit(1)
    await getDb()
      .insert(articleDailyViews)
      .values([
        { articleId: a!.id, day: '2026-11-01', views: 150 },
        { articleId: a!.id, day: '2026-10-31', views: 100 },
      ])
    const dashboard = await getDashboard(now)
    expect(dashboard.trends.articlesPublished).toEqual({ thisMonth: 2, lastMonth: 2, changePercent: 0 })
    expect(dashboard.trends.views).toEqual({ thisMonth: 150, lastMonth: 100, changePercent: 50 })
    expect(dashboard.pendingArticles.map((p) => p.title)).toEqual(['Waiting'])
  })
})
