import { eq } from 'drizzle-orm'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { articles } from '#db/schema/index.ts'
import { contentVersion } from '#server/runtime/content-cache.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { settleContentNotices } from '#tests/support/content-notices.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
let categoryId: number
let editor: string
let editorId: number
let chief: string
let contributor: string
let contributorId: number
/** a published article by the editor */
let articleId: number

beforeEach(async () => {
  categoryId = (await createCategory()).id
  const e = await createStaffUser({ role: 'editor' })
  editorId = e.id
  editor = await sessionCookieFor(e.id)
  chief = await sessionCookieFor((await createStaffUser({ role: 'super_admin' })).id)
  const c = await createStaffUser({ role: 'contributor' })
  contributorId = c.id
  contributor = await sessionCookieFor(c.id)
  articleId = (await createArticle({ categoryId, authorId: editorId })).id
})

const url = (id: number | string, rest: string) => `/api/admin/articles/${id}${rest}`
const getDraft = (cookie: string, id = articleId) => request(app).get(url(id, '/autosave')).set('Cookie', cookie)
const putDraft = (cookie: string, body: unknown, id: number | string = articleId) =>
  request(app)
    .put(url(id, '/autosave'))
    .set('Cookie', cookie)
    .send(body as object)
const beat = (cookie: string, tabId: string, id = articleId) =>
  request(app).post(url(id, '/presence')).set('Cookie', cookie).send({ tabId })
const takeOver = (cookie: string, tabId: string, id = articleId) =>
  request(app).post(url(id, '/presence/take-over')).set('Cookie', cookie).send({ tabId })
const articleRow = async () => (await getDb().select().from(articles).where(eq(articles.id, articleId)))[0]!

describe('autosave API', () => {
  it('keeps the caller’s draft without touching the article, its version or the caches', async () => {
    expect((await getDraft(editor)).body).toEqual({ autosave: null })
    const before = await articleRow()
    await settleContentNotices()
    const content = contentVersion()

    const draft = { title: 'Typed, not saved', content: '<p>Half a sentence</p>', isFeatured: true, tagIds: [3, 4] }
    const put = await putDraft(editor, { draft, baseVersion: 1 })
    expect(put.status).toBe(200)
    expect(put.body.autosave).toMatchObject({ draft, baseVersion: 1 })
    const got = await getDraft(editor)
    expect(got.body).toEqual({ autosave: { draft, baseVersion: 1, updatedAt: expect.any(String) } })
    // another editor has no draft of their own
    expect((await getDraft(chief)).body).toEqual({ autosave: null })

    await settleContentNotices()
    expect(contentVersion()).toBe(content)
    expect(await articleRow()).toEqual(before)

    expect((await request(app).delete(url(articleId, '/autosave')).set('Cookie', editor)).body).toEqual({
      success: true,
    })
    expect((await getDraft(editor)).body).toEqual({ autosave: null })
    expect(await articleRow()).toEqual(before)
  })

  it('is deleted by a save of the article, which moves on from it', async () => {
    await putDraft(editor, { draft: { title: 'Kept' }, baseVersion: 1 })
    await putDraft(chief, { draft: { title: 'Not mine' }, baseVersion: 1 })
    const saved = await request(app)
      .put(url(articleId, ''))
      .set('Cookie', editor)
      .send({ title: 'Kept', content: '<p>Body</p>', categoryId, status: 'published' })
    expect(saved.status).toBe(200)
    expect((await getDraft(editor)).body).toEqual({ autosave: null })
    expect((await getDraft(chief)).body.autosave.draft).toEqual({ title: 'Not mine' })
  })

  it('stores the editor’s form fields only, and refuses anything else with 400', async () => {
    const refused: [unknown, string][] = [
      [{ draft: { title: 'x', password: 'y' }, baseVersion: 1 }, 'autosave.draftInvalid'],
      [{ draft: 'title', baseVersion: 1 }, 'autosave.draftInvalid'],
      [{ draft: [], baseVersion: 1 }, 'autosave.draftInvalid'],
      [{ draft: { title: 12 }, baseVersion: 1 }, 'input.notText'],
      [{ draft: { title: { nested: 'x' } }, baseVersion: 1 }, 'input.notText'],
      [{ draft: { isFeatured: 'yes' }, baseVersion: 1 }, 'autosave.fieldInvalid'],
      [{ draft: { tagIds: ['1x'] }, baseVersion: 1 }, 'autosave.fieldInvalid'],
      [{ draft: { galleryImages: [{}] }, baseVersion: 1 }, 'input.notText'],
      [{ draft: {} }, 'autosave.baseVersionInvalid'],
      [{ draft: {}, baseVersion: 0 }, 'autosave.baseVersionInvalid'],
      [{ draft: {}, baseVersion: '1.5' }, 'autosave.baseVersionInvalid'],
      [{ baseVersion: 1 }, 'autosave.draftInvalid'],
    ]
    for (const [body, code] of refused) {
      const res = await putDraft(editor, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.code, JSON.stringify(body)).toBe(code)
    }
    // past the API's body limit: 413, nothing kept
    const huge = await putDraft(editor, { draft: { content: 'x'.repeat(1_100_000) }, baseVersion: 1 })
    expect(huge.status).toBe(413)
    expect((await getDraft(editor)).body).toEqual({ autosave: null })
  })

  it('is for staff who may edit the article: 404, 403 and 401 as usual', async () => {
    expect((await getDraft(editor, 999999)).status).toBe(404)
    expect((await putDraft(editor, { draft: {}, baseVersion: 1 }, '01')).status).toBe(404)
    // a contributor may not edit someone else's (published) article
    const forbidden = await putDraft(contributor, { draft: { title: 'x' }, baseVersion: 1 })
    expect(forbidden.status).toBe(403)
    expect(forbidden.body.code).toBe('article.editForbidden')
    expect((await getDraft(contributor)).status).toBe(403)
    // but their own draft, yes
    const own = await createArticle({ categoryId, authorId: contributorId, status: 'draft', publishedAt: null })
    expect((await putDraft(contributor, { draft: { title: 'Mine' }, baseVersion: 1 }, own.id)).status).toBe(200)
    expect((await request(app).get(url(articleId, '/autosave'))).status).toBe(401)
  })
})

describe('presence API', () => {
  it('makes the first tab the editor; the second is read-only and sees who, since when', async () => {
    const first = await beat(editor, 'tab-first-1')
    expect(first.status).toBe(200)
    expect(first.body).toEqual({
      editing: true,
      editor: { userId: editorId, name: expect.stringMatching(/^Staff M\.$/), since: expect.any(String) },
      others: [],
    })
    const second = await beat(chief, 'tab-second-2')
    expect(second.body).toMatchObject({ editing: false, editor: first.body.editor })
    // the list learns who is editing, by a call of its own
    const list = await request(app).get(`/api/admin/articles/presence?ids=${articleId},999999`).set('Cookie', editor)
    expect(list.body).toEqual({ editing: [{ articleId, ...first.body.editor }] })
  })

  it('lets editors take over anyone and tells the tab that was editing', async () => {
    await beat(editor, 'tab-first-1')
    await beat(chief, 'tab-second-2')
    const taken = await takeOver(chief, 'tab-second-2')
    expect(taken.status).toBe(200)
    expect(taken.body.editing).toBe(true)
    const told = await beat(editor, 'tab-first-1')
    expect(told.body).toMatchObject({ editing: false, takenOverBy: { name: taken.body.editor.name } })
  })

  it('lets a contributor take over only an article they may edit', async () => {
    await beat(editor, 'tab-first-1')
    const refused = await takeOver(contributor, 'tab-contrib-1')
    expect(refused.status).toBe(403)
    expect((await beat(contributor, 'tab-contrib-1')).status).toBe(403)
    expect((await beat(editor, 'tab-first-1')).body.editing).toBe(true)

    const own = await createArticle({ categoryId, authorId: contributorId, status: 'draft', publishedAt: null })
    await beat(editor, 'tab-first-1', own.id)
    expect((await takeOver(contributor, 'tab-contrib-1', own.id)).body.editing).toBe(true)
    expect((await beat(editor, 'tab-first-1', own.id)).body).toMatchObject({ editing: false, takenOverBy: {} })
  })

  it('forgets a tab that leaves, so the next tab edits', async () => {
    await beat(editor, 'tab-first-1')
    const left = await request(app).delete(url(articleId, '/presence/tab-first-1')).set('Cookie', editor)
    expect(left.body).toEqual({ success: true })
    expect((await beat(chief, 'tab-second-2')).body.editing).toBe(true)
    expect((await request(app).delete(url(articleId, '/presence/bad')).set('Cookie', editor)).status).toBe(404)
  })

  it('refuses malformed input and unknown articles', async () => {
    for (const tabId of [undefined, 'short', 'has space in it', 'x'.repeat(65), 42]) {
      const res = await request(app).post(url(articleId, '/presence')).set('Cookie', editor).send({ tabId })
      expect(res.status, String(tabId)).toBe(400)
      expect(res.body.code).toBe('presence.tabIdInvalid')
    }
    expect((await beat(editor, 'tab-first-1', 999999)).status).toBe(404)
    for (const ids of ['1,x', '0', '1,,2', '-1', '1.5']) {
      const res = await request(app).get(`/api/admin/articles/presence?ids=${ids}`).set('Cookie', editor)
      expect(res.status, ids).toBe(400)
      expect(res.body.code).toBe('presence.idsInvalid')
    }
    expect((await request(app).get('/api/admin/articles/presence').set('Cookie', editor)).body).toEqual({ editing: [] })
    expect((await request(app).post(url(articleId, '/presence')).send({ tabId: 'tab-first-1' })).status).toBe(401)
  })

  it('never touches the article or sends the content notice', async () => {
    const before = await articleRow()
    await settleContentNotices()
    const content = contentVersion()
    await beat(editor, 'tab-first-1')
    await beat(chief, 'tab-second-2')
    await takeOver(chief, 'tab-second-2')
    await request(app).delete(url(articleId, '/presence/tab-second-2')).set('Cookie', chief)
    await settleContentNotices()
    expect(contentVersion()).toBe(content)
    expect(await articleRow()).toEqual(before)
  })
})
