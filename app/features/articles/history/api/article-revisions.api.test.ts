import { eq } from 'drizzle-orm'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { articleRevisions, articles, users } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory, createTag } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
let categoryId: number
let editor: string
let editorUser: { id: number; firstName: string; lastName: string }
let contributor: string

beforeEach(async () => {
  categoryId = (await createCategory()).id
  editorUser = await createStaffUser({ role: 'editor' })
  editor = await sessionCookieFor(editorUser.id)
  contributor = await sessionCookieFor((await createStaffUser({ role: 'contributor' })).id)
})

const body = (overrides: object = {}) => ({
  title: 'Πρώτος τίτλος',
  content: '<p>Το κείμενο.</p>',
  categoryId,
  status: 'draft',
  ...overrides,
})
const base = (id: number) => `/api/admin/articles/${id}`
const post = (cookie: string, data: object) => request(app).post('/api/admin/articles').set('Cookie', cookie).send(data)
const put = (cookie: string, id: number, data: object) => request(app).put(base(id)).set('Cookie', cookie).send(data)
const get = (cookie: string, path: string) => request(app).get(path).set('Cookie', cookie)
const restore = (cookie: string, id: number, revisionId: number) =>
  request(app)
    .post(`${base(id)}/revisions/${revisionId}/restore`)
    .set('Cookie', cookie)
    .send({})
const revisionsOf = async (cookie: string, id: number) =>
  (await get(cookie, `${base(id)}/revisions`)).body.revisions as {
    id: number
    version: number
    summary: string[]
    status: string
    title: string
    restoredFrom: number | null
    author: { id: number } | null
  }[]

describe('article revisions', () => {
  it('keeps a revision of every save, newest first, naming the fields each changed', async () => {
    const tag = await createTag()
    const created = (await post(editor, body({ contentGr: '<p>Ελληνικά</p>' }))).body
    expect(created.version).toBe(1)
    await put(editor, created.id, body({ contentGr: '<p>Ελληνικά</p>', status: 'published', version: 1 }))
    const edited = await put(
      editor,
      created.id,
      body({ title: 'Δεύτερος τίτλος', contentGr: '<p>Νέα</p>', status: 'published', tagIds: [tag.id], version: 2 }),
    )
    expect(edited.status).toBe(200)
    expect(edited.body.version).toBe(3)
    expect(edited.body.slug).toBe(created.slug) // published: the address stays

    const revisions = await revisionsOf(editor, created.id)
    expect(revisions.map((r) => [r.version, r.status, r.title, r.summary])).toEqual([
      [3, 'published', 'Δεύτερος τίτλος', ['title', 'contentGr', 'tagIds']],
      [2, 'published', 'Πρώτος τίτλος', ['status', 'publishedAt']],
      [1, 'draft', 'Πρώτος τίτλος', []],
    ])
    expect(revisions[0]!.author).toEqual({
      id: editorUser.id,
      firstName: editorUser.firstName,
      lastName: editorUser.lastName,
      nickname: null,
    })

    const first = await get(editor, `${base(created.id)}/revisions/${revisions[2]!.id}`)
    expect(first.status).toBe(200)
    expect(first.body.revision).toMatchObject({
      id: revisions[2]!.id,
      version: 1,
      status: 'draft',
      title: 'Πρώτος τίτλος',
      titleGr: null,
      content: '<p>Το κείμενο.</p>',
      contentGr: '<p>Ελληνικά</p>',
      categoryId,
      tagIds: [],
      slug: created.slug,
      publishedAt: null,
      author: { id: editorUser.id },
    })
    expect(first.body.revision.createdAt).toEqual(expect.any(String))
  })

  it('restores an earlier revision as a new one, moving the version, and answers the article', async () => {
    const created = (await post(editor, body({ status: 'published' }))).body
    await put(editor, created.id, body({ title: 'Λάθος τίτλος', content: '<p>Λάθος.</p>', status: 'published' }))
    const [, original] = await revisionsOf(editor, created.id)
    const restored = await restore(editor, created.id, original!.id)
    expect(restored.status).toBe(200)
    expect(restored.body).toEqual((await get(editor, base(created.id))).body)
    expect(restored.body).toMatchObject({ title: 'Πρώτος τίτλος', content: '<p>Το κείμενο.</p>', version: 3 })
    const revisions = await revisionsOf(editor, created.id)
    expect(revisions).toHaveLength(3)
    expect(revisions[0]).toMatchObject({ version: 3, restoredFrom: original!.id, summary: ['title', 'content'] })
    // nothing lost: the text the restore replaced is still a revision
    const replaced = await get(editor, `${base(created.id)}/revisions/${revisions[1]!.id}`)
    expect(replaced.body.revision.title).toBe('Λάθος τίτλος')
  })

  it('records a baseline of an article saved before revisions existed, at its first save', async () => {
    const author = await createStaffUser({ role: 'editor' })
    const updatedAt = new Date('2026-11-20T08:00:00.000Z')
    const old = await createArticle({ categoryId, authorId: author.id, title: 'Παλιό', updatedAt })
    const saved = await put(editor, old.id, body({ title: 'Νέο', status: 'published' }))
    expect(saved.body.version).toBe(2)
    const revisions = await revisionsOf(editor, old.id)
    expect(revisions.map((r) => [r.version, r.title, r.author?.id])).toEqual([
      [2, 'Νέο', editorUser.id],
      [1, 'Παλιό', author.id],
    ])
    const baseline = await get(editor, `${base(old.id)}/revisions/${revisions[1]!.id}`)
    expect(baseline.body.revision).toMatchObject({ createdAt: updatedAt.toISOString(), content: '<p>Body</p>' })
  })

  it('lets only those who may edit the article read or restore its history', async () => {
    const others = (await post(editor, body())).body
    const [revision] = await revisionsOf(editor, others.id)
    expect((await get(contributor, `${base(others.id)}/revisions`)).status).toBe(403)
    expect((await get(contributor, `${base(others.id)}/revisions/${revision!.id}`)).status).toBe(403)
    const refused = await restore(contributor, others.id, revision!.id)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('article.editForbidden')
    expect((await request(app).get(`${base(others.id)}/revisions`)).status).toBe(401)
    expect((await request(app).post(`${base(others.id)}/revisions/${revision!.id}/restore`)).status).toBe(401)
  })

  it('refuses a contributor restoring a published revision, which would publish', async () => {
    const own = (await post(contributor, body())).body
    await put(editor, own.id, body({ status: 'published' }))
    await put(editor, own.id, body({ title: 'Πίσω σε πρόχειρο', status: 'draft' }))
    const [, published, draft] = await revisionsOf(editor, own.id)
    const refused = await restore(contributor, own.id, published!.id)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('article.publishForbidden')
    expect((await get(editor, base(own.id))).body.version).toBe(3)
    expect((await restore(contributor, own.id, draft!.id)).status).toBe(200)
  })

  it('answers 404 JSON for unknown articles and revisions, and for another article’s revision', async () => {
    const one = (await post(editor, body())).body
    const two = (await post(editor, body())).body
    const [ofTwo] = await revisionsOf(editor, two.id)
    for (const path of [
      `${base(999999)}/revisions`,
      `${base(one.id)}/revisions/${ofTwo!.id}`,
      `${base(one.id)}/revisions/999999`,
      `${base(one.id)}/revisions/01`,
      '/api/admin/articles/abc/revisions',
    ]) {
      const res = await get(editor, path)
      expect(res.status, path).toBe(404)
      expect(res.body.code, path).toMatch(/^(article\.(notFound|revisionNotFound)|http\.notFound)$/)
    }
    expect((await get(editor, `${base(one.id)}/revisions/${ofTwo!.id}`)).body.code).toBe('article.revisionNotFound')
    expect((await restore(editor, one.id, ofTwo!.id)).status).toBe(404)
    expect((await restore(editor, 999999, ofTwo!.id)).status).toBe(404)
  })
})

describe('article versions', () => {
  it('refuses a save naming a version that is no longer current, naming who saved and when; nothing changes', async () => {
    const created = (await post(editor, body())).body
    const other = await createStaffUser({ role: 'editor' })
    const saved = await put(await sessionCookieFor(other.id), created.id, body({ title: 'Από άλλον', version: 1 }))
    expect(saved.body.version).toBe(2)
    const before = (await get(editor, base(created.id))).body

    const stale = await put(editor, created.id, body({ title: 'Το δικό μου', version: 1 }))
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('article.versionConflict')
    expect(stale.body.params).toEqual({
      name: `${other.firstName} ${other.lastName}`,
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      savedAt: expect.any(String),
      version: 2,
    })
    expect(stale.body.message).toBe(
      `This article was saved by ${other.firstName} ${other.lastName} at ${stale.body.params.time} since you opened it. Your changes were not saved.`,
    )
    expect((await get(editor, base(created.id))).body).toEqual(before)
    expect(await revisionsOf(editor, created.id)).toHaveLength(2)
  })

  it('says "someone else" when the one who saved was deleted since', async () => {
    const created = (await post(editor, body())).body
    const other = await createStaffUser({ role: 'editor' })
    await put(await sessionCookieFor(other.id), created.id, body({ title: 'Από άλλον', version: 1 }))
    await getDb().delete(users).where(eq(users.id, other.id))
    const stale = await put(editor, created.id, body({ title: 'Το δικό μου', version: 1 }))
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('article.versionConflictUnknown')
    expect(stale.body.params).toMatchObject({ version: 2 })
    const [latest] = await revisionsOf(editor, created.id)
    expect(latest).toMatchObject({ version: 2, author: null })
  })

  it('still saves a PUT without a version', async () => {
    const created = (await post(editor, body())).body
    await put(editor, created.id, body({ title: 'Ένα' }))
    const res = await put(editor, created.id, body({ title: 'Δύο' }))
    expect(res.status).toBe(200)
    expect(res.body.version).toBe(3)
  })

  // a draft's new title also moves its address (more writes in the save); a published
  // article's address stays
  const saveKinds = [
    ['a draft', 'draft'],
    ['a published article', 'published'],
  ] as const

  it.each(saveKinds)('lets only one of two concurrent saves of the same version of %s through', async (_, status) => {
    const created = (await post(editor, body({ status }))).body
    const results = await Promise.all([
      put(editor, created.id, body({ status, title: 'Πρώτη καρτέλα', version: 1 })),
      put(editor, created.id, body({ status, title: 'Δεύτερη καρτέλα', version: 1 })),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const winner = results.find((r) => r.status === 200)!.body
    const after = (await get(editor, base(created.id))).body
    expect(after).toMatchObject({ version: 2, title: winner.title })
    expect(await revisionsOf(editor, created.id)).toHaveLength(2)
  })

  it.each(saveKinds)(
    'saves every one of concurrent saves of %s without a version, each in the history',
    async (_, status) => {
      const created = (await post(editor, body({ status }))).body
      const titles = ['Πρώτη καρτέλα', 'Δεύτερη καρτέλα', 'Τρίτη καρτέλα']
      const results = await Promise.all(titles.map((title) => put(editor, created.id, body({ status, title }))))
      expect(results.map((r) => r.status)).toEqual([200, 200, 200])
      expect(results.map((r) => r.body.version).sort()).toEqual([2, 3, 4])
      const last = results.find((r) => r.body.version === 4)!.body
      expect((await get(editor, base(created.id))).body).toMatchObject({ version: 4, title: last.title })
      const history = await revisionsOf(editor, created.id)
      expect(history.map((revision: { version: number }) => revision.version)).toEqual([4, 3, 2, 1])
    },
  )

  it('answers 400 naming the field for a version that is not a positive whole number', async () => {
    const created = (await post(editor, body())).body
    for (const version of [0, -1, 1.5, '1', null, 2_147_483_648]) {
      const res = await put(editor, created.id, body({ version }))
      expect(res.status, String(version)).toBe(400)
      expect(res.body.fieldCodes, String(version)).toEqual({ version: 'article.versionInvalid' })
    }
    const [row] = await getDb().select().from(articles).where(eq(articles.id, created.id))
    expect(row!.version).toBe(1)
    expect(await getDb().select().from(articleRevisions)).toHaveLength(1)
  })
})
