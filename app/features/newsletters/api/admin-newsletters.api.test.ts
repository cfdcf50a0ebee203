import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { subscriptions } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
let editor: string
let chief: string
let contributor: string
let published: number[]
let draftArticle: number

beforeEach(async () => {
  editor = await sessionCookieFor((await createStaffUser({ role: 'editor' })).id)
  chief = await sessionCookieFor((await createStaffUser({ role: 'super_admin' })).id)
  contributor = await sessionCookieFor((await createStaffUser({ role: 'contributor' })).id)
  const { id: categoryId } = await createCategory()
  published = [(await createArticle({ categoryId })).id, (await createArticle({ categoryId })).id]
  draftArticle = (await createArticle({ categoryId, status: 'draft', publishedAt: null })).id
})

const URL = '/api/admin/newsletters'
const create = (cookie: string, body: unknown) =>
  request(app)
    .post(URL)
    .set('Cookie', cookie)
    .send(body as object)
const post = (cookie: string, path: string, body: object = {}) =>
  request(app).post(`${URL}${path}`).set('Cookie', cookie).send(body)
const issueBody = () => ({
  subject: 'This week',
  subjectGr: 'Αυτή την εβδομάδα',
  intro: 'Hello',
  articleIds: published,
})

async function activeSubscriber(email = 'reader@example.com') {
  await getDb().insert(subscriptions).values({ email, language: 'gr', status: 'active' })
}

describe('newsletters admin API: roles', () => {
  it('refuses a contributor (403) whatever the body, and the signed out (401); editors may', async () => {
    const huge = { subject: 'x'.repeat(200_000), articleIds: Array.from({ length: 5000 }, (_, i) => i) }
    for (const body of [issueBody(), huge, '{"subject":']) {
      const res = await request(app)
        .post(URL)
        .set('Cookie', contributor)
        .set('Content-Type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body))
      expect(res.status).toBe(403)
    }
    expect((await request(app).get(URL).set('Cookie', contributor)).status).toBe(403)
    expect((await request(app).get(URL)).status).toBe(401)
    expect((await request(app).post(URL).send(issueBody())).status).toBe(401)
    expect((await create(editor, issueBody())).status).toBe(201)
    expect((await create(chief, issueBody())).status).toBe(201)
  })
})

describe('newsletters admin API: compose', () => {
  it('creates an issue from published articles and lists it as {newsletters, total}', async () => {
    const created = await create(editor, issueBody())
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      subject: 'This week',
      subjectGr: 'Αυτή την εβδομάδα',
      intro: 'Hello',
      introGr: null,
      status: 'draft',
      articleIds: published,
      recipients: 0,
      sent: 0,
      failed: 0,
      scheduledAt: null,
      sentAt: null,
    })
    const list = await request(app).get(`${URL}?limit=10&offset=0`).set('Cookie', editor)
    expect(list.status).toBe(200)
    expect(list.body).toEqual({ newsletters: [expect.objectContaining({ id: created.body.id })], total: 1 })
    const one = await request(app).get(`${URL}/${created.body.id}`).set('Cookie', editor)
    expect(one.body).toMatchObject({ id: created.body.id, subject: 'This week', status: 'draft' })
  })

  it('refuses a bad issue with a 400 and the code of the rule, and creates nothing', async () => {
    const refusals: [object, string][] = [
      [{ ...issueBody(), subject: '   ' }, 'newsletter.subjectRequired'],
      [{ ...issueBody(), articleIds: [] }, 'newsletter.articlesRequired'],
      [{ ...issueBody(), articleIds: [draftArticle] }, 'newsletter.articleNotPublished'],
      [{ ...issueBody(), articleIds: Array.from({ length: 21 }, (_, i) => i + 1) }, 'newsletter.tooManyArticles'],
    ]
    for (const [body, code] of refusals) {
      const res = await create(editor, body)
      expect(res.status, code).toBe(400)
      expect(JSON.stringify(res.body), code).toContain(code)
    }
    expect((await request(app).get(URL).set('Cookie', editor)).body.total).toBe(0)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', '0x1', '01', '-1', 'abc']) {
      const res = await request(app).get(`${URL}/${id}`).set('Cookie', editor)
      expect(res.status, id).toBe(404)
    }
  })
})

describe('newsletters admin API: sending', () => {
  it('sends once: a second send is refused with 409, and the send is in the audit log', async () => {
    await activeSubscriber()
    const { id } = (await create(editor, issueBody())).body
    const first = await post(editor, `/${id}/send`)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ id, recipients: 1 })
    expect(['sending', 'sent']).toContain(first.body.status)
    const second = await post(editor, `/${id}/send`)
    expect(second.status).toBe(409)
    expect(['newsletter.alreadySending', 'newsletter.alreadySent']).toContain(second.body.code)
    const changed = await request(app).put(`${URL}/${id}`).set('Cookie', editor).send(issueBody())
    expect(changed.status).toBe(409)
    const audit = await request(app).get('/api/admin/audit-log?action=newsletter.send').set('Cookie', chief)
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toContain('newsletter.send')
  })

  it('refuses to send with no active subscriber (409)', async () => {
    const { id } = (await create(editor, issueBody())).body
    const res = await post(editor, `/${id}/send`)
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('newsletter.noRecipients')
  })

  it('schedules in the future only, and a cancelled schedule is a draft again; both audited', async () => {
    const { id } = (await create(editor, issueBody())).body
    const past = await post(editor, `/${id}/send`, { scheduledAt: new Date(Date.now() - 60_000).toISOString() })
    expect(past.status).toBe(400)
    expect(JSON.stringify(past.body)).toContain('newsletter.scheduledAtInvalid')
    const at = new Date(Date.now() + 86_400_000).toISOString()
    const scheduled = await post(editor, `/${id}/send`, { scheduledAt: at })
    expect(scheduled.status).toBe(200)
    expect(scheduled.body).toMatchObject({ status: 'scheduled', scheduledAt: at })
    const cancelled = await post(editor, `/${id}/cancel`)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'draft', scheduledAt: null })
    expect((await post(editor, `/${id}/cancel`)).status).toBe(409)
    const audit = await request(app).get('/api/admin/audit-log').set('Cookie', chief)
    const actions = audit.body.entries.map((e: { action: string }) => e.action)
    expect(actions).toEqual(expect.arrayContaining(['newsletter.schedule', 'newsletter.cancel']))
  })
})
