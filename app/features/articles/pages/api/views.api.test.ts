import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { articleDailyViews, articles } from '#db/schema/index.ts'
import { siteDay } from '#app/utils/dates.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
const view = (slug: string, agent = 'Browser A') =>
  request(app).post(`/api/public/articles/${slug}/view`).set('User-Agent', agent)

describe('POST /api/public/articles/:slug/view', () => {
  it('counts a visitor once an hour, per article per day', async () => {
    const category = await createCategory()
    await createArticle({ categoryId: category.id, slug: 'story', viewCount: 10 })
    for (let i = 0; i < 5; i++) expect((await view('story')).status).toBe(204)
    await view('story', 'Browser B')
    const [row] = await getDb().select().from(articles)
    expect(row!.viewCount).toBe(12)
    expect(await getDb().select().from(articleDailyViews)).toEqual([{ articleId: row!.id, day: siteDay(), views: 2 }])
    const api = await request(app).get('/api/public/articles/story')
    expect(api.body.dailyViews).toBe(2)
  })

  it('ignores drafts and unknown articles', async () => {
    const category = await createCategory()
    await createArticle({ categoryId: category.id, slug: 'draft', status: 'draft' })
    expect((await view('draft')).status).toBe(204)
    expect((await view('nothing')).status).toBe(204)
    expect(await getDb().select().from(articleDailyViews)).toHaveLength(0)
  })
})
