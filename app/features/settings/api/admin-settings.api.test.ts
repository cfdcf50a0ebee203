import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
let chief: string
let editor: string
let ids: number[]

beforeEach(async () => {
  chief = await sessionCookieFor((await createStaffUser({ role: 'super_admin' })).id)
  editor = await sessionCookieFor((await createStaffUser({ role: 'editor' })).id)
  const category = await createCategory()
  ids = []
  for (let i = 0; i < 8; i++) ids.push((await createArticle({ categoryId: category.id })).id)
})
const put = (cookie: string, body: object) => request(app).put('/api/admin/settings').set('Cookie', cookie).send(body)

describe('site settings API', () => {
  it('validates the site form with the catalogue’s messages and shows changes publicly at once', async () => {
    const bad = await put(chief, { siteName: ' ', contactEmail: 'nope', socialLinks: { facebook: 'not a url' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toMatchObject({
      siteName: 'Site name is required',
      contactEmail: 'Valid email is required',
      'socialLinks.facebook': 'Valid URL required',
    })
    const ok = await put(chief, {
      siteName: 'Νέος Παλμός',
      siteDescription: '',
      contactEmail: '',
      socialLinks: { twitter: 'https://x.com/np' },
    })
    expect(ok.status).toBe(200)
    const pub = await request(app).get('/api/public/settings')
    expect(pub.body).toMatchObject({
      siteName: 'Νέος Παλμός',
      contactEmail: '',
      socialLinks: { twitter: 'https://x.com/np', facebook: '' },
    })
    expect((await put(editor, { siteName: 'Mine' })).status).toBe(403)
  })

  it('keeps breaking news to 3 known, published, distinct articles, in order (super_admin only)', async () => {
    const ok = await put(chief, { breakingNewsArticles: [ids[2], ids[0], ids[1]] })
    expect(ok.body.breakingNewsArticles).toEqual([ids[2], ids[0], ids[1]])
    expect((await put(chief, { breakingNewsArticles: ids.slice(0, 4) })).body.message).toBe(
      'Limit Reached: You can only have 3 breaking news articles at a time.',
    )
    expect((await put(chief, { breakingNewsArticles: [ids[0], ids[0]] })).body.message).toBe(
      'Invalid Selection: Please select a different article.',
    )
    expect((await put(chief, { breakingNewsArticles: [999999] })).body.message).toBe(
      'Only published articles can be selected.',
    )
    const category = await createCategory()
    const draft = await createArticle({ categoryId: category.id, status: 'draft' })
    expect((await put(chief, { breakingNewsArticles: [draft.id] })).status).toBe(400)
    expect((await put(editor, { breakingNewsArticles: [ids[0]] })).status).toBe(403)
    expect((await request(app).get('/api/public/settings')).body.breakingNewsArticles).toEqual([ids[2], ids[0], ids[1]])
  })

  it("keeps editor's pick to 6 (editors too) and legal pages sanitised (super_admin)", async () => {
    expect((await put(editor, { editorsPickArticles: ids.slice(0, 6) })).status).toBe(200)
    expect((await put(editor, { editorsPickArticles: ids.slice(0, 7) })).body.message).toBe(
      "Limit Reached: You can only have 6 Editor's Pick articles at a time.",
    )
    expect((await request(app).get('/api/admin/settings').set('Cookie', editor)).body.editorsPickArticles).toEqual(
      ids.slice(0, 6),
    )
    expect((await put(editor, { privacyPolicy: '<p>x</p>', termsOfUse: '' })).status).toBe(403)
    await put(chief, {
      privacyPolicy: '<h2>Απόρρητο</h2><script>alert(1)</script><p onclick="x()">Κείμενο</p>',
      termsOfUse: '<p>Όροι</p>',
    })
    const settings = (await request(app).get('/api/admin/settings').set('Cookie', chief)).body
    expect(settings.privacyPolicy).toBe('<h2>Απόρρητο</h2><p>Κείμενο</p>')
    expect(settings.termsOfUse).toBe('<p>Όροι</p>')
  })
})
