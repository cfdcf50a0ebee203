import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { subscriptions } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
let cookie: string
beforeEach(async () => {
  cookie = await sessionCookieFor((await createStaffUser({ role: 'editor' })).id)
  const rows = Array.from({ length: 25 }, (_, i) => ({
    email: `reader${String(i).padStart(2, '0')}@example.com`,
    status: i % 5 === 0 ? ('unsubscribed' as const) : ('active' as const),
    subscribedAt: new Date(Date.UTC(2026, 10, 1, 0, i)),
  }))
  await getDb()
    .insert(subscriptions)
    .values([...rows, { email: '=cmd()@evil.example', subscribedAt: new Date(Date.UTC(2026, 9, 1)) }])
})
const list = (query: string) => request(app).get(`/api/admin/subscriptions?${query}`).set('Cookie', cookie)

describe('subscriptions admin API', () => {
  it('pages by 20 with totals, filters by status, searches every row case-insensitively', async () => {
    const first = await list('limit=20&offset=0')
    expect(first.body.subscriptions).toHaveLength(20)
    expect(first.body.total).toBe(26)
    expect(first.body.counts).toEqual({ active: 21, unsubscribed: 5, pending: 0, all: 26, showPending: false })
    expect(first.body.subscriptions[0].email).toBe('reader24@example.com')
    expect((await list('limit=20&offset=20')).body.subscriptions).toHaveLength(6)
    expect((await list('status=unsubscribed')).body.total).toBe(5)
    const found = await list('search=READER0')
    expect(found.body.total).toBe(10)
    expect(
      (await list('search=reader03&status=active')).body.subscriptions.map((s: { email: string }) => s.email),
    ).toEqual(['reader03@example.com'])
  })

  it('deletes one, and exports the active subscribers as CSV with formulas defused', async () => {
    const target = (await list('search=reader01')).body.subscriptions[0]
    expect((await request(app).delete(`/api/admin/subscriptions/${target.id}`).set('Cookie', cookie)).body).toEqual({
      success: true,
    })
    expect((await request(app).delete(`/api/admin/subscriptions/${target.id}`).set('Cookie', cookie)).status).toBe(404)
    const csv = await request(app).get('/api/admin/subscriptions/export.csv').set('Cookie', cookie)
    expect(csv.status).toBe(200)
    expect(csv.type).toBe('text/csv')
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = csv.text.trim().split('\r\n')
    expect(lines[0]).toBe('email,language,subscribed_at')
    expect(lines).toHaveLength(1 + 20)
    expect(lines[1]).toBe(`"'=cmd()@evil.example","gr","2026-10-01T00:00:00.000Z"`)
    expect(csv.text).not.toContain('reader00@example.com') // unsubscribed
    expect(csv.text).not.toContain('reader01@example.com') // deleted
  })
})
