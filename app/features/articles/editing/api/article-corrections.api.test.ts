import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
let categoryId: number
let editorId: number
let editor: string
let chief: string
let contributor: string

beforeEach(async () => {
  categoryId = (await createCategory()).id
  const user = await createStaffUser({ role: 'editor' })
  editorId = user.id
  editor = await sessionCookieFor(user.id)
  chief = await sessionCookieFor((await createStaffUser({ role: 'super_admin' })).id)
  contributor = await sessionCookieFor((await createStaffUser({ role: 'contributor' })).id)
})

const url = (id: number | string) => `/api/admin/articles/${id}/corrections`
const add = (cookie: string, id: number | string, body: unknown) =>
  request(app)
    .post(url(id))
    .set('Cookie', cookie)
    .send(body as object)
const list = (cookie: string, id: number | string) => request(app).get(url(id)).set('Cookie', cookie)

describe('corrections API', () => {
  it('adds a dated note by an editor or a super_admin; both list it, oldest first, with the article', async () => {
    const { id } = await createArticle({ categoryId })
    const first = await add(editor, id, {
      text: '  The minister is Ms Papadopoulou.  ',
      textGr: 'Η υπουργός είναι η κ. Παπαδοπούλου.',
    })
    expect(first.status).toBe(201)
    expect(first.body).toEqual({
      id: expect.any(Number),
      text: 'The minister is Ms Papadopoulou.',
      textGr: 'Η υπουργός είναι η κ. Παπαδοπούλου.',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      author: { id: editorId, firstName: 'Staff', lastName: expect.any(String), nickname: null },
    })
    const second = await add(chief, id, { text: 'The vote was on Tuesday.', textGr: '   ' })
    expect(second.status).toBe(201)
    expect(second.body.textGr).toBeNull()

    const listed = await list(contributor, id)
    expect(listed.status).toBe(200)
    expect(listed.body.corrections.map((c: { id: number }) => c.id)).toEqual([first.body.id, second.body.id])
    const article = await request(app).get(`/api/admin/articles/${id}`).set('Cookie', editor)
    expect(article.body.corrections).toEqual(listed.body.corrections)
  })

  it("keeps the correction in the article's history and the audit log, without moving its version", async () => {
    const { id } = await createArticle({ categoryId })
    const before = await request(app).get(`/api/admin/articles/${id}`).set('Cookie', editor)
    expect((await add(editor, id, { text: 'The vote was on Tuesday.' })).status).toBe(201)

    const after = await request(app).get(`/api/admin/articles/${id}`).set('Cookie', editor)
    expect(after.body.version).toBe(before.body.version)
    const history = await request(app).get(`/api/admin/articles/${id}/revisions`).set('Cookie', editor)
    // the state before (a baseline: the article had no revision) and the one the correction made
    expect(history.body.revisions.map((r: { summary: string[] }) => r.summary)).toEqual([['corrections'], []])
    const newest = history.body.revisions[0] as { id: number; author: { id: number } }
    expect(newest.author.id).toBe(editorId)
    const kept = await request(app).get(`/api/admin/articles/${id}/revisions/${newest.id}`).set('Cookie', editor)
    expect(kept.body.revision.corrections).toEqual([
      { text: 'The vote was on Tuesday.', textGr: null, createdAt: expect.stringMatching(/^\d{4}-/) },
    ])

    const audit = await request(app).get('/api/admin/audit-log?action=article.correct').set('Cookie', chief)
    expect(audit.body.entries).toMatchObject([
      { action: 'article.correct', actor: { id: editorId }, targetType: 'article', targetId: id },
    ])
  })

  it('refuses contributors before reading the body, and the unsigned', async () => {
    const { id } = await createArticle({ categoryId })
    for (const body of [{ text: 'A note.' }, {}]) {
      const res = await add(contributor, id, body)
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ message: "You don't have permission to do this.", code: 'http.forbidden' })
    }
    expect((await add('', id, { text: 'A note.' })).status).toBe(401)
    expect((await list('', id)).status).toBe(401)
    expect((await list(editor, id)).body.corrections).toEqual([])
  })

  it('answers 404 for an unknown article and for a malformed id', async () => {
    const unknown = { message: 'Article not found', code: 'article.notFound' }
    expect((await add(editor, 999999, { text: 'A note.' })).body).toEqual(unknown)
    expect((await list(editor, 999999)).body).toEqual(unknown)
    for (const id of ['1e0', 'abc', '0x1']) {
      for (const res of [await add(editor, id, { text: 'A note.' }), await list(editor, id)]) {
        expect(res.status).toBe(404)
        expect(res.body).toEqual({ message: 'Not found', code: 'http.notFound' })
      }
    }
  })

  it('refuses an article readers cannot see: a draft, one under review, one not yet due', async () => {
    const drafts = await Promise.all([
      createArticle({ categoryId, status: 'draft', publishedAt: null }),
      createArticle({ categoryId, status: 'under_review', publishedAt: null }),
      createArticle({ categoryId, status: 'published', publishedAt: new Date(Date.now() + 3_600_000) }),
    ])
    for (const { id } of drafts) {
      const res = await add(editor, id, { text: 'A note.' })
      expect(res.status).toBe(409)
      expect(res.body).toEqual({
        message: 'Corrections can only be added to published articles.',
        code: 'article.correctionNotPublished',
      })
      expect((await list(editor, id)).body.corrections).toEqual([])
    }
  })

  it("answers the catalogue's message for a missing or blank text, and a length limit", async () => {
    const { id } = await createArticle({ categoryId })
    for (const body of [{}, { text: null }, { text: '' }, { text: ' \n\t ' }, { textGr: 'Μόνο ελληνικά' }]) {
      const res = await add(editor, id, body)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({
        message: 'Correction text is required',
        code: 'article.correctionTextRequired',
        errors: { text: 'Correction text is required' },
        fieldCodes: { text: 'article.correctionTextRequired' },
      })
    }
    const long = await add(editor, id, { text: 'x'.repeat(1001), textGr: 'χ'.repeat(1001) })
    expect(long.status).toBe(400)
    expect(long.body.errors).toEqual({ text: 'At most 1000 characters', textGr: 'At most 1000 characters' })
    expect((await add(editor, id, { text: 42 })).body.errors).toEqual({ text: 'Must be text' })
    expect((await list(editor, id)).body.corrections).toEqual([])
  })
})
