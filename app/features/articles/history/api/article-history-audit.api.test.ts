import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createCategory } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

/**
 * Two editors on one story, through the API: the audit log lists
 * every action of it with the right actor, and nothing for the save it refused.
 */

const app = createApiApp()
let categoryId: number
let maria: { id: number; email: string }
let nikos: { id: number; email: string }
let mariaCookie: string
let nikosCookie: string
let chiefCookie: string

beforeEach(async () => {
  categoryId = (await createCategory()).id
  maria = await createStaffUser({ role: 'editor' })
  nikos = await createStaffUser({ role: 'editor' })
  mariaCookie = await sessionCookieFor(maria.id)
  nikosCookie = await sessionCookieFor(nikos.id)
  chiefCookie = await sessionCookieFor((await createStaffUser({ role: 'super_admin' })).id)
})

const story = (overrides: object) => ({
  title: 'Σεισμός 5,2 Ρίχτερ στην Κρήτη',
  content: '<p>Ισχυρός σεισμός σημειώθηκε το πρωί.</p>',
  categoryId,
  status: 'published',
  ...overrides,
})
const send = (cookie: string, method: 'post' | 'put', path: string, body: object) =>
  request(app)[method](path).set('Cookie', cookie).send(body)

describe('the audit log of two editors on one story', () => {
  it('names who created, published, edited, restored and corrected it, and nothing for a refused save', async () => {
    const created = await send(mariaCookie, 'post', '/api/admin/articles', story({ status: 'draft' }))
    const path = `/api/admin/articles/${created.body.id}`
    expect((await send(mariaCookie, 'put', path, story({ version: 1 }))).status).toBe(200)
    // both have version 2 open; Nikos saves first, Maria's save is refused
    expect((await send(nikosCookie, 'put', path, story({ title: 'Σεισμός 5,4 Ρίχτερ', version: 2 }))).status).toBe(200)
    const refused = await send(mariaCookie, 'put', path, story({ title: 'Σεισμός στην Κρήτη', version: 2 }))
    expect(refused.status).toBe(409)
    expect(refused.body.params.name).toContain('Staff')
    // Maria brings back the title she published, then adds a correction
    const revisions = (await request(app).get(`${path}/revisions`).set('Cookie', mariaCookie)).body.revisions
    const published = revisions.find((r: { version: number }) => r.version === 2)
    expect((await send(mariaCookie, 'post', `${path}/revisions/${published.id}/restore`, {})).status).toBe(200)
    expect((await send(mariaCookie, 'post', `${path}/corrections`, { text: 'The magnitude was 5.4.' })).status).toBe(
      201,
    )

    const log = await request(app).get(`/api/admin/audit-log?targetType=article&limit=100`).set('Cookie', chiefCookie)
    expect(log.status).toBe(200)
    const entries = [...log.body.entries].reverse() as { action: string; actor: { id: number; email: string } }[]
    expect(entries.map((e) => [e.action, e.actor.id])).toEqual([
      ['article.create', maria.id],
      ['article.publish', maria.id],
      ['article.update', nikos.id],
      ['article.restore', maria.id],
      ['article.correct', maria.id],
    ])
    expect(entries[2]!.actor.email).toBe(nikos.email)
    // an entry cannot be changed or deleted through the API
    const first = log.body.entries.at(-1) as { id: number }
    expect((await request(app).delete(`/api/admin/audit-log/${first.id}`).set('Cookie', chiefCookie)).status).toBe(404)
  })
})
