import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { getConfig, setConfig } from '#app/utils/config.server.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { settleContentNotices } from '#tests/support/content-notices.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
const saveLegalPages = async (body: { privacyPolicy: string; termsOfUse: string }) => {
  const chief = await sessionCookieFor((await createStaffUser({ role: 'super_admin' })).id)
  const res = await request(app).put('/api/admin/settings').set('Cookie', chief).send(body)
  expect(res.status).toBe(200)
}

describe('GET /api/public/privacy-policy and /api/public/terms-of-use', () => {
  it('answer {content} with an empty string while a page is not written', async () => {
    for (const path of ['/api/public/privacy-policy', '/api/public/terms-of-use']) {
      const res = await request(app).get(path)
      expect(res.status).toBe(200)
      expect(res.type).toBe('application/json')
      expect(res.body).toEqual({ content: '' })
    }
  })

  it('answer the stored, sanitised HTML of each page', async () => {
    await saveLegalPages({
      privacyPolicy: '<h2>Απόρρητο</h2><script>alert(1)</script><p onclick="x()">Κείμενο</p>',
      termsOfUse: '<p>Όροι χρήσης</p>',
    })
    expect((await request(app).get('/api/public/privacy-policy')).body).toEqual({
      content: '<h2>Απόρρητο</h2><p>Κείμενο</p>',
    })
    expect((await request(app).get('/api/public/terms-of-use')).body).toEqual({ content: '<p>Όροι χρήσης</p>' })
  })

  it('are cached like the other public answers, and show a saved page at once', async () => {
    const config = getConfig()
    setConfig({ ...config, pageCacheSeconds: 5 })
    try {
      await saveLegalPages({ privacyPolicy: '<p>Πρώτη</p>', termsOfUse: '<p>Όροι</p>' })
      await settleContentNotices()
      const first = await request(app).get('/api/public/privacy-policy')
      expect(first.body).toEqual({ content: '<p>Πρώτη</p>' })
      expect(first.headers['cache-control']).toBe('public, max-age=10, s-maxage=30, stale-while-revalidate=60')
      expect(first.headers.etag).toBeTruthy()
      const unchanged = await request(app).get('/api/public/privacy-policy').set('If-None-Match', first.headers.etag!)
      expect(unchanged.status).toBe(304)

      await saveLegalPages({ privacyPolicy: '<p>Δεύτερη</p>', termsOfUse: '' })
      const changed = await request(app).get('/api/public/privacy-policy').set('If-None-Match', first.headers.etag!)
      expect(changed.status).toBe(200)
      expect(changed.body).toEqual({ content: '<p>Δεύτερη</p>' })
      expect(changed.headers.etag).not.toBe(first.headers.etag)
      expect((await request(app).get('/api/public/terms-of-use')).body).toEqual({ content: '' })
    } finally {
      setConfig(config)
    }
  })
})
