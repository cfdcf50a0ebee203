import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { getConfig, setConfig } from '#app/utils/config.server.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { settleContentNotices } from '#tests/support/content-notices.ts'
import { createApiApp } from '#server/api-app.ts'

/**
 * The English versions of the legal pages (privacyPolicyEn, termsOfUseEn): saved and
 * read through /api/admin/settings like the Greek ones, shown to English readers,
 * who get the Greek text while the English one is empty.
 */
const app = createApiApp()

async function chiefCookie() {
  return sessionCookieFor((await createStaffUser({ role: 'super_admin' })).id)
}

const saveLegalPages = async (cookie: string, body: Record<string, unknown>) =>
  request(app).put('/api/admin/settings').set('Cookie', cookie).send(body)

const publicPage = (path: string, english: 'query' | 'cookie' | false) => {
  if (english === 'query') return request(app).get(`${path}?lang=en`)
  if (english === 'cookie') return request(app).get(path).set('Cookie', 'newsroom_lang=en')
  return request(app).get(path)
}

describe('the English legal texts in /api/admin/settings', () => {
  it('are saved sanitised and read back next to the Greek ones', async () => {
    const cookie = await chiefCookie()
    const res = await saveLegalPages(cookie, {
      privacyPolicy: '<p>Απόρρητο</p>',
      termsOfUse: '<p>Όροι</p>',
      privacyPolicyEn: '<h2>Privacy</h2><script>alert(1)</script><p onclick="x()">Our policy</p>',
      termsOfUseEn: '<p>Terms <a href="javascript:alert(1)">here</a></p>',
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      privacyPolicy: '<p>Απόρρητο</p>',
      privacyPolicyEn: '<h2>Privacy</h2><p>Our policy</p>',
    })
    expect(res.body.termsOfUseEn).not.toContain('javascript:')
    expect(res.body.termsOfUseEn).toContain('Terms')
    const read = await request(app).get('/api/admin/settings').set('Cookie', cookie)
    expect(read.body).toMatchObject({
      privacyPolicyEn: '<h2>Privacy</h2><p>Our policy</p>',
      termsOfUseEn: res.body.termsOfUseEn,
    })
  })

  it('are left as they were by a body with the Greek texts only', async () => {
    const cookie = await chiefCookie()
    await saveLegalPages(cookie, { privacyPolicy: '', termsOfUse: '', privacyPolicyEn: '<p>Kept</p>' })
    const res = await saveLegalPages(cookie, { privacyPolicy: '<p>Νέο</p>', termsOfUse: '' })
    expect(res.body).toMatchObject({ privacyPolicy: '<p>Νέο</p>', privacyPolicyEn: '<p>Kept</p>', termsOfUseEn: '' })
  })

  it('refuse what is not text with 400, and a body of English texts alone needs the legal pages permission', async () => {
    const cookie = await chiefCookie()
    const bad = await saveLegalPages(cookie, { privacyPolicy: '', termsOfUse: '', termsOfUseEn: { html: 1 } })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('input.notText')
    expect(Object.keys(bad.body.errors ?? {})).toContain('termsOfUseEn')
    const tooLong = await saveLegalPages(cookie, { privacyPolicyEn: 'x'.repeat(500_001) })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body).toMatchObject({ message: 'At most 500000 characters', code: 'input.tooLong' })
    const editor = await sessionCookieFor((await createStaffUser({ role: 'editor' })).id)
    expect((await saveLegalPages(editor, { privacyPolicyEn: '<p>No</p>' })).status).toBe(403)
    const after = await request(app).get('/api/admin/settings').set('Cookie', cookie)
    expect(after.body.privacyPolicyEn).toBe('')
  })
})

describe('GET /api/public/privacy-policy and /api/public/terms-of-use for English readers', () => {
  it('answer the English text to English readers and the Greek to Greek readers', async () => {
    await saveLegalPages(await chiefCookie(), {
      privacyPolicy: '<p>Απόρρητο</p>',
      termsOfUse: '<p>Όροι</p>',
      privacyPolicyEn: '<p>Privacy</p>',
      termsOfUseEn: '<p>Terms</p>',
    })
    expect((await publicPage('/api/public/privacy-policy', false)).body).toEqual({ content: '<p>Απόρρητο</p>' })
    expect((await publicPage('/api/public/privacy-policy', 'query')).body).toEqual({ content: '<p>Privacy</p>' })
    expect((await publicPage('/api/public/terms-of-use', 'cookie')).body).toEqual({ content: '<p>Terms</p>' })
    expect((await publicPage('/api/public/terms-of-use', false)).body).toEqual({ content: '<p>Όροι</p>' })
  })

  it('fall back to the Greek text while the English one is empty', async () => {
    await saveLegalPages(await chiefCookie(), {
      privacyPolicy: '<p>Απόρρητο</p>',
      termsOfUse: '<p>Όροι</p>',
      privacyPolicyEn: '  ',
      termsOfUseEn: '<p>Terms</p>',
    })
    expect((await publicPage('/api/public/privacy-policy', 'query')).body).toEqual({ content: '<p>Απόρρητο</p>' })
    expect((await publicPage('/api/public/terms-of-use', 'query')).body).toEqual({ content: '<p>Terms</p>' })
  })

  it('show a saved English text at once, although the answers are cached', async () => {
    const config = getConfig()
    setConfig({ ...config, pageCacheSeconds: 5 })
    try {
      const cookie = await chiefCookie()
      await saveLegalPages(cookie, { privacyPolicy: '<p>Πρώτη</p>', termsOfUse: '', privacyPolicyEn: '<p>First</p>' })
      await settleContentNotices()
      expect((await publicPage('/api/public/privacy-policy', 'query')).body).toEqual({ content: '<p>First</p>' })
      expect((await publicPage('/api/public/privacy-policy', false)).body).toEqual({ content: '<p>Πρώτη</p>' })
      await saveLegalPages(cookie, { privacyPolicy: '<p>Πρώτη</p>', termsOfUse: '', privacyPolicyEn: '<p>Second</p>' })
      await settleContentNotices()
      expect((await publicPage('/api/public/privacy-policy', 'query')).body).toEqual({ content: '<p>Second</p>' })
      expect((await publicPage('/api/public/privacy-policy', false)).body).toEqual({ content: '<p>Πρώτη</p>' })
    } finally {
      setConfig(config)
    }
  })
})
