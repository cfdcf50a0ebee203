import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AuditEntry } from '#app/features/audit/audit.types.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor, STAFF_PASSWORD } from '#tests/support/staff.ts'
import { withSmtpSink } from '#tests/support/with-smtp-sink.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
const { sink } = withSmtpSink()

let chief: Awaited<ReturnType<typeof createStaffUser>>
let chiefCookie: string
let editor: Awaited<ReturnType<typeof createStaffUser>>
let editorCookie: string

beforeEach(async () => {
  chief = await createStaffUser({ role: 'super_admin', email: 'chief@example.com' })
  chiefCookie = await sessionCookieFor(chief.id)
  editor = await createStaffUser({ role: 'editor', email: 'editor@example.com' })
  editorCookie = await sessionCookieFor(editor.id)
})

const log = (query = '', cookie = chiefCookie) => request(app).get(`/api/admin/audit-log${query}`).set('Cookie', cookie)

async function entries(query = ''): Promise<AuditEntry[]> {
  const res = await log(query)
  expect(res.status).toBe(200)
  return res.body.entries
}

const actorOf = (user: { id: number; firstName: string; lastName: string; email: string }) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`,
  email: user.email,
})

describe('GET /api/admin/audit-log: what is recorded', () => {
  it('records sign-in, failed sign-in and sign-out with the right actor, never the password or code', async () => {
    const agent = request.agent(app)
    await agent.post('/api/admin/login').send({ email: 'editor@example.com', password: 'not-the-password' })
    await agent.post('/api/admin/login').send({ email: 'nobody@example.com', password: STAFF_PASSWORD })
    const before = sink().mails.length
    await agent.post('/api/admin/login').send({ email: 'editor@example.com', password: STAFF_PASSWORD })
    const code = await sink().codeFor('editor@example.com', { after: before })
    expect((await agent.post('/api/admin/verify-code').send({ email: 'editor@example.com', code })).status).toBe(200)
    expect((await agent.post('/api/admin/logout').send({})).status).toBe(200)
    // a sign-out without a session records nothing
    await request(app).post('/api/admin/logout').send({})

    const auth = await entries('?targetType=auth')
    expect(auth.map((e) => [e.action, e.actor?.id ?? null, e.details.reason ?? null])).toEqual([
      ['auth.sign_out', editor.id, null],
      ['auth.sign_in', editor.id, null],
      ['auth.sign_in_failed', null, 'unknown_email'],
      ['auth.sign_in_failed', editor.id, 'wrong_password'],
    ])
    expect(auth[0]!.actor).toEqual(actorOf(editor))
    expect(auth[2]!.actor).toBeNull()
    expect(auth[2]!.details).toMatchObject({ email: 'nobody@example.com' })
    const text = JSON.stringify(auth)
    expect(text).not.toContain(STAFF_PASSWORD)
    expect(text).not.toContain('not-the-password')
    expect(text).not.toContain(code)
  })

  it('records article create, update, publish, unpublish and delete by who made them', async () => {
    const categoryId = (await createCategory()).id
    const draft = { title: 'Πρώτο', content: '<p>Κείμενο</p>', categoryId, status: 'draft' }
    const created = await request(app).post('/api/admin/articles').set('Cookie', editorCookie).send(draft)
    const id = created.body.id as number
    const put = (body: object) => request(app).put(`/api/admin/articles/${id}`).set('Cookie', editorCookie).send(body)
    await put({ ...draft, title: 'Δεύτερο' })
    await put({ ...draft, title: 'Δεύτερο', status: 'published' })
    await put({ ...draft, title: 'Δεύτερο', status: 'draft' })
    await request(app).delete(`/api/admin/articles/${id}`).set('Cookie', chiefCookie)

    const found = await entries('?targetType=article')
    expect(found.map((e) => [e.action, e.actor?.id, e.targetId])).toEqual([
      ['article.delete', chief.id, id],
      ['article.unpublish', editor.id, id],
      ['article.publish', editor.id, id],
      ['article.update', editor.id, id],
      ['article.create', editor.id, id],
    ])
    expect(found[3]!.details).toEqual({ changed: ['title', 'slug'] })
    expect(found[2]!.details).toMatchObject({ from: 'draft', to: 'published' })
    expect(found[2]!.details.changed).toContain('status')
    expect(found[0]!.targetLabel).toBe('Δεύτερο')
  })

  it('records a category delete, a role change, a settings update and a curated list', async () => {
    const category = await createCategory({ name: 'Αθλητικά' })
    await request(app).delete(`/api/admin/categories/${category.id}`).set('Cookie', editorCookie)
    const writer = await createStaffUser({ role: 'contributor' })
    await request(app).put(`/api/admin/users/${writer.id}/role`).set('Cookie', chiefCookie).send({ role: 'editor' })
    const settings = { siteName: 'Νέος Παλμός', siteDescription: '', contactEmail: '', socialLinks: {} }
    await request(app).put('/api/admin/settings').set('Cookie', chiefCookie).send(settings)
    const article = await createArticle({ categoryId: (await createCategory()).id })
    await request(app)
      .put('/api/admin/settings')
      .set('Cookie', editorCookie)
      .send({ editorsPickArticles: [article.id] })

    const found = await entries()
    expect(found.map((e) => [e.action, e.actor?.id])).toEqual([
      ['curation.update', editor.id],
      ['settings.update', chief.id],
      ['user.role_change', chief.id],
      ['category.delete', editor.id],
    ])
    const [curation, settingsEntry, role, deleted] = found
    expect(curation!.details).toEqual({ list: 'editors_pick', articleIds: [article.id] })
    expect(settingsEntry!.details.changed).toContain('siteName')
    expect(role).toMatchObject({
      targetType: 'user',
      targetId: writer.id,
      details: { from: 'contributor', to: 'editor' },
    })
    expect(deleted).toMatchObject({ targetType: 'category', targetId: category.id, targetLabel: 'Αθλητικά' })
  })

  it('records nothing when the change is refused', async () => {
    const category = await createCategory()
    await createArticle({ categoryId: category.id })
    expect((await request(app).delete(`/api/admin/categories/${category.id}`).set('Cookie', editorCookie)).status).toBe(
      400,
    )
    expect(await entries()).toEqual([])
  })

  it('keeps the entries of a deleted user under "deleted user #id", in the same request as the delete', async () => {
    const agent = request.agent(app)
    await agent.post('/api/admin/login').send({ email: 'editor@example.com', password: 'wrong-one' })
    await request(app).put('/api/admin/settings').set('Cookie', editorCookie).send({ editorsPickArticles: [] })
    expect((await request(app).delete(`/api/admin/users/${editor.id}`).set('Cookie', chiefCookie)).status).toBe(200)
    const found = await entries()
    const label = `deleted user #${editor.id}`
    expect(found[0]).toMatchObject({ action: 'user.delete', targetId: editor.id, targetLabel: label })
    expect(found[0]!.actor).toEqual(actorOf(chief))
    for (const entry of found.slice(1)) {
      expect(entry.actor).toEqual({ id: editor.id, name: label, email: label })
    }
    expect(JSON.stringify(found)).not.toContain('editor@example.com')
  })
})

describe('GET /api/admin/audit-log: reading', () => {
  it('filters by actor, action, target type and time, newest first, with paging and the total', async () => {
    const categoryId = (await createCategory()).id
    for (const [cookie, n] of [
      [editorCookie, 1],
      [chiefCookie, 2],
      [editorCookie, 3],
    ] as const) {
      const body = { title: `Άρθρο ${n}`, content: '<p>x</p>', categoryId, status: 'draft' }
      await request(app).post('/api/admin/articles').set('Cookie', cookie).send(body)
    }
    await request(app)
      .post('/api/admin/tags')
      .set('Cookie', editorCookie)
      .send({ tagNames: ['Νέα'] })

    const all = await log()
    expect(all.body.total).toBe(4)
    expect(all.body.entries.map((e: AuditEntry) => e.targetLabel)).toEqual(['Νέα', 'Άρθρο 3', 'Άρθρο 2', 'Άρθρο 1'])
    const byEditor = await log(`?actorId=${editor.id}&action=article.create`)
    expect(byEditor.body.total).toBe(2)
    expect(byEditor.body.entries.map((e: AuditEntry) => e.targetLabel)).toEqual(['Άρθρο 3', 'Άρθρο 1'])
    expect((await log('?targetType=tag')).body.entries.map((e: AuditEntry) => e.action)).toEqual(['tag.create'])
    const page = await log('?limit=2&offset=1')
    expect(page.body.total).toBe(4)
    expect(page.body.entries.map((e: AuditEntry) => e.targetLabel)).toEqual(['Άρθρο 3', 'Άρθρο 2'])
    const now = Date.now()
    const iso = (ms: number) => new Date(ms).toISOString()
    expect((await log(`?from=${iso(now - 60_000)}&to=${iso(now + 60_000)}`)).body.total).toBe(4)
    expect((await log(`?from=${iso(now + 60_000)}`)).body.total).toBe(0)
    expect((await log(`?to=${iso(now - 60_000)}`)).body.total).toBe(0)
    expect((await log('?from=2020-01-01&to=2020-12-31')).body.total).toBe(0)
    expect((await log('?from=&to=&action=&actorId=&targetType=')).body.total).toBe(4)
  })

  it('answers 401 unsigned and 403 for editors and contributors', async () => {
    const anonymous = await request(app).get('/api/admin/audit-log')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.code).toBe('http.unauthorized')
    const contributor = await sessionCookieFor((await createStaffUser({ role: 'contributor' })).id)
    for (const cookie of [editorCookie, contributor]) {
      const res = await log('', cookie)
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ message: "You don't have permission to do this.", code: 'http.forbidden' })
    }
  })

  it('refuses every malformed parameter with 400 naming the field and its code', async () => {
    const cases: [string, string, string][] = [
      ['?actorId=abc', 'actorId', 'input.idFilter'],
      ['?actorId=07', 'actorId', 'input.idFilter'],
      ['?actorId=-1', 'actorId', 'input.idFilter'],
      ['?action=article.explode', 'action', 'audit.actionInvalid'],
      ['?action=article.create&action=article.delete', 'action', 'audit.actionInvalid'],
      ['?targetType=planet', 'targetType', 'audit.targetTypeInvalid'],
      ['?from=2026-02-30', 'from', 'audit.fromInvalid'],
      ['?from=yesterday', 'from', 'audit.fromInvalid'],
      ['?to=2026-13-01', 'to', 'audit.toInvalid'],
      ['?to=2026-11-26T10:00:00', 'to', 'audit.toInvalid'],
      // well-formed, but outside the years a database takes (with the site's offset, or a day on)
      ['?from=0000-01-01', 'from', 'audit.fromInvalid'],
      ['?from=1000-01-01', 'from', 'audit.fromInvalid'],
      ['?from=9999-12-31T23:59:59-12:00', 'from', 'audit.fromInvalid'],
      ['?to=9999-12-31T23:59:59.999Z', 'to', 'audit.toInvalid'],
      ['?from=2026-11-27&to=2026-11-26', 'from', 'audit.rangeInvalid'],
      ['?limit=0', 'limit', 'input.limitRange'],
      ['?limit=101', 'limit', 'input.limitRange'],
      ['?limit=1.5', 'limit', 'input.limitRange'],
      ['?offset=-1', 'offset', 'input.offsetRange'],
    ]
    for (const [query, field, code] of cases) {
      const res = await log(query)
      expect(res.status, query).toBe(400)
      expect(res.body.code, query).toBe(code)
      expect(res.body.fieldCodes, query).toEqual({ [field]: code })
    }
    // one day, from and to alike, is a whole day
    expect((await log('?from=2026-11-26&to=2026-11-26')).status).toBe(200)
  })

  it('has no call that changes or deletes an entry', async () => {
    await request(app)
      .post('/api/admin/tags')
      .set('Cookie', chiefCookie)
      .send({ tagNames: ['Νέα'] })
    const [entry] = await entries()
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      for (const path of ['/api/admin/audit-log', `/api/admin/audit-log/${entry!.id}`]) {
        const res = await request(app)[method](path).set('Cookie', chiefCookie).send({ action: 'auth.sign_in' })
        expect(res.status, `${method} ${path}`).toBe(404)
      }
    }
    expect(await entries()).toEqual([entry])
  })
})
