import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createCategory } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

/** The featured image's alt text, caption and credit on the article. */
const app = createApiApp()
let categoryId: number
let editor: string

beforeEach(async () => {
  categoryId = (await createCategory()).id
  editor = await sessionCookieFor((await createStaffUser({ role: 'editor' })).id)
})

const photo = {
  featuredImageUrl: '/objects/uploads/piraeus.jpg',
  featuredImageAlt: '  Ships in the harbour of Piraeus at dawn ',
  featuredImageAltGr: 'Πλοία στο λιμάνι του Πειραιά τα ξημερώματα',
  featuredImageCaption: 'The port was busy from early morning.',
  featuredImageCaptionGr: 'Το λιμάνι είχε κίνηση από νωρίς το πρωί.',
  featuredImageCredit: ' Reuters / Alkis Konstantinidis ',
}
const body = (overrides: object = {}) => ({
  title: 'Λιμάνι Πειραιά',
  content: '<p>Κίνηση στο λιμάνι.</p>',
  categoryId,
  status: 'draft',
  ...photo,
  ...overrides,
})
const post = (data: object) => request(app).post('/api/admin/articles').set('Cookie', editor).send(data)
const put = (id: number, data: object) => request(app).put(`/api/admin/articles/${id}`).set('Cookie', editor).send(data)
const get = (path: string) => request(app).get(`/api/admin/articles/${path}`).set('Cookie', editor)

describe('featured image details on articles', () => {
  it('saves alt text, caption and credit trimmed, and answers them on GET', async () => {
    const created = await post(body())
    expect(created.status).toBe(201)
    const expected = {
      featuredImageAlt: 'Ships in the harbour of Piraeus at dawn',
      featuredImageAltGr: 'Πλοία στο λιμάνι του Πειραιά τα ξημερώματα',
      featuredImageCaption: 'The port was busy from early morning.',
      featuredImageCaptionGr: 'Το λιμάνι είχε κίνηση από νωρίς το πρωί.',
      featuredImageCredit: 'Reuters / Alkis Konstantinidis',
    }
    expect(created.body).toMatchObject(expected)
    expect((await get(String(created.body.id))).body).toMatchObject(expected)
  })

  it('keeps every field optional: blank or left out is null, and a save clears them', async () => {
    const bare = await post(body({ featuredImageAlt: ' ', featuredImageCaption: '', featuredImageCredit: null }))
    expect(bare.status).toBe(201)
    expect(bare.body).toMatchObject({ featuredImageAlt: null, featuredImageCaption: null, featuredImageCredit: null })
    const cleared = await put(bare.body.id, body({ featuredImageAltGr: '', featuredImageCaptionGr: undefined }))
    expect(cleared.status).toBe(200)
    expect(cleared.body).toMatchObject({ featuredImageAltGr: null, featuredImageCaptionGr: null })
  })

  it('refuses (400) texts that are too long or not text, in the error envelope with codes', async () => {
    const res = await post(
      body({ featuredImageAlt: 'α'.repeat(501), featuredImageCaptionGr: 'β'.repeat(1001), featuredImageCredit: 7 }),
    )
    expect(res.status).toBe(400)
    expect(res.body.fieldCodes).toEqual({
      featuredImageAlt: 'input.tooLong',
      featuredImageCaptionGr: 'input.tooLong',
      featuredImageCredit: 'input.notText',
    })
    expect(res.body.errors.featuredImageAlt).toBe('At most 500 characters')
    expect((await post(body({ featuredImageCredit: 'x'.repeat(201) }))).body.fieldCodes).toEqual({
      featuredImageCredit: 'input.tooLong',
    })
  })

  it('keeps them in the history, names them among the changes, and a restore brings them back', async () => {
    const created = await post(body())
    const changed = await put(
      created.body.id,
      body({ featuredImageCaption: 'Another caption', featuredImageCredit: '' }),
    )
    expect(changed.status).toBe(200)
    const revisions = (await get(`${created.body.id}/revisions`)).body.revisions as { id: number; summary: string[] }[]
    expect(revisions[0]!.summary).toEqual(['featuredImageCaption', 'featuredImageCredit'])
    const first = revisions.at(-1)!
    expect((await get(`${created.body.id}/revisions/${first.id}`)).body.revision).toMatchObject({
      featuredImageCaption: 'The port was busy from early morning.',
      featuredImageCredit: 'Reuters / Alkis Konstantinidis',
    })
    const restored = await request(app)
      .post(`/api/admin/articles/${created.body.id}/revisions/${first.id}/restore`)
      .set('Cookie', editor)
      .send({})
    expect(restored.status).toBe(200)
    expect((await get(String(created.body.id))).body).toMatchObject({
      featuredImageCaption: 'The port was busy from early morning.',
      featuredImageCredit: 'Reuters / Alkis Konstantinidis',
    })
  })
})
