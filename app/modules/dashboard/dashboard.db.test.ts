import { describe, expect, it } from 'vitest'
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
