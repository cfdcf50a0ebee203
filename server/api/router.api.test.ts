import request from 'supertest'
import { describe, expect, it, vi } from 'vitest'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { settleContentNotices } from '#tests/support/content-notices.ts'
import { createApiApp } from '../api-app.ts'
import { curatedArticles, siteSettings } from '#db/schema/index.ts'
import { getConfig, setConfig } from '#app/utils/config.server.ts'
import { getDb } from '#app/utils/db.server.ts'

const app = createApiApp()

describe('API skeleton', () => {
  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await request(app).get('/api/nothing/here')
    expect(res.status).toBe(404)
    expect(res.type).toBe('application/json')
    expect(res.body).toEqual({ message: 'Not found', code: 'http.notFound' })
  })

  it('answers malformed JSON with 400 JSON, without a stack trace', async () => {
    const res = await request(app)
      .post('/api/public/subscriptions')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
    expect(res.status).toBe(400)
    expect(res.type).toBe('application/json')
    expect(res.body).toEqual({ message: 'Malformed JSON in request body', code: 'http.malformedJson' })
    expect(res.text).not.toMatch(/at .*\.(js|ts):\d+/)
  })

  it('answers a body over the limit with 413 JSON', async () => {
    const res = await request(app)
      .post('/api/public/subscriptions')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }))
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ message: 'Request body is too large', code: 'http.bodyTooLarge' })
  })

  it('refuses text with a NUL naming the field, with the code the screens translate', async () => {
    const res = await request(app).post('/api/public/subscriptions').send({ email: 'a\u0000b@example.com' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      message: 'email contains characters that are not allowed',
      code: 'input.fieldUnclean',
      params: { field: 'email' },
      errors: { email: 'email contains characters that are not allowed' },
      fieldCodes: { email: 'input.fieldUnclean' },
      fieldParams: { email: { field: 'email' } },
    })
    const sent = await request(app).post('/api/public/subscriptions').set('Content-Type', 'text/plain').send('x')
    expect(sent.status).toBe(415)
    expect(sent.body).toEqual({ message: 'Request body must be JSON', code: 'http.bodyNotJson' })
  })

  it('reports health and readiness', async () => {
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok' })
    const ready = await request(app).get('/readyz')
    expect(ready.status).toBe(200)
    expect(ready.body).toEqual({ status: 'ready' })
  })
})

describe('GET /api/public/categories and /api/public/settings', () => {
  it('lists categories with id, slug, name, nameEn and parentId only', async () => {
    const parent = await createCategory({
      slug: 'politiki',
      name: 'Πολιτική',
      nameEn: 'Politics',
      description: 'internal',
    })
    await createCategory({ slug: 'ekloges', name: 'Εκλογές', nameEn: 'Elections', parentId: parent.id, sortOrder: 1 })
    const res = await request(app).get('/api/public/categories')
    expect(res.status).toBe(200)
    expect(res.body).toEqual([
      { id: parent.id, slug: 'politiki', name: 'Πολιτική', nameEn: 'Politics', parentId: null },
      { id: expect.any(Number), slug: 'ekloges', name: 'Εκλογές', nameEn: 'Elections', parentId: parent.id },
    ])
  })

  it('shows only the public settings, with the curated lists in order', async () => {
    const category = await createCategory()
    const a = await createArticle({ categoryId: category.id })
    const b = await createArticle({ categoryId: category.id })
    await getDb()
      .update(siteSettings)
      .set({ siteName: 'Palmos', contactEmail: 'desk@example.com', privacyPolicy: '<p>secret draft</p>' })
    await getDb()
      .insert(curatedArticles)
      .values([
        { list: 'breaking_news', articleId: b.id, position: 0 },
        { list: 'breaking_news', articleId: a.id, position: 1 },
        { list: 'editors_pick', articleId: a.id, position: 0 },
      ])
    const res = await request(app).get('/api/public/settings')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      siteName: 'Palmos',
      contactEmail: 'desk@example.com',
      socialLinks: { facebook: '', twitter: '', instagram: '', youtube: '' },
      breakingNewsArticles: [b.id, a.id],
      editorsPickArticles: [a.id],
    })
  })
})

describe('caching headers', () => {
  it('lets public reads be cached with an ETag and 304, never admin answers', async () => {
    await createCategory()
    const first = await request(app).get('/api/public/categories')
    expect(first.headers['cache-control']).toBe('public, max-age=10, s-maxage=30, stale-while-revalidate=60')
    expect(first.headers.etag).toBeTruthy()
    const again = await request(app).get('/api/public/categories').set('If-None-Match', first.headers.etag!)
    expect(again.status).toBe(304)
    expect((await request(app).get('/api/admin/current-user')).headers['cache-control']).toBe('no-store')
    expect((await request(app).post('/api/public/subscriptions').send({})).headers['cache-control']).toBe('no-store')
  })
})

describe('public response cache', () => {
  it("reuses a public answer for a few seconds; a content change drops it, readers' writes do not", async () => {
    const config = getConfig()
    setConfig({ ...config, pageCacheSeconds: 5 })
    try {
      const category = await createCategory()
      await createArticle({ categoryId: category.id, slug: 'story' })
      await settleContentNotices()
      const viewsOf = async () => (await request(app).get('/api/public/articles/story')).body.viewCount
      expect(await viewsOf()).toBe(0)
      // a view is not content: the answer stays as it was for a few seconds
      expect((await request(app).post('/api/public/articles/story/view')).status).toBe(204)
      expect(await viewsOf()).toBe(0)
      // a write straight into the database (another process, a script) is announced by it
      await createCategory()
      await vi.waitFor(async () => expect((await request(app).get('/api/public/categories')).body).toHaveLength(2))
      expect(await viewsOf()).toBe(1)
    } finally {
      setConfig(config)
    }
  })
})

describe('compressed public answers', () => {
  it('sends a cached answer as brotli or gzip as the client asks, under one ETag', async () => {
    const config = getConfig()
    setConfig({ ...config, pageCacheSeconds: 5 })
    try {
      const category = await createCategory()
      for (let i = 0; i < 6; i++) await createArticle({ categoryId: category.id, slug: `story-${i}` })
      await settleContentNotices()
      const get = (encoding: string) => request(app).get('/api/public/articles/latest').set('Accept-Encoding', encoding)
      const plain = await get('identity')
      const brotli = await get('gzip, deflate, br')
      const gzip = await get('gzip')
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(brotli.headers['content-encoding']).toBe('br')
      expect(gzip.headers['content-encoding']).toBe('gzip')
      expect(brotli.headers.vary).toBe('Cookie, Accept-Encoding')
      // the client reads the same articles whichever way they travelled
      expect(brotli.body).toEqual(plain.body)
      expect(gzip.body).toEqual(plain.body)
      expect(plain.body).toHaveLength(6)
      expect(new Set([plain, brotli, gzip].map((r) => r.headers.etag)).size).toBe(1)
      // a 304 in between leaves the next full answer whole
      const etag = brotli.headers.etag!
      expect((await get('gzip, deflate, br').set('If-None-Match', etag)).status).toBe(304)
      expect((await get('identity').set('If-None-Match', etag)).status).toBe(304)
      const again = await get('gzip, deflate, br')
      expect(again.headers['content-length']).toBe(brotli.headers['content-length'])
      expect(again.body).toEqual(plain.body)
      expect((await get('identity')).body).toEqual(plain.body)
    } finally {
      setConfig(config)
    }
  })
})
