import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createApiApp } from '#server/api-app.ts'
import { ADMIN_ENDPOINTS } from '#tests/support/admin-endpoints.ts'
import { contentSnapshot, seedOneOfEach } from '#tests/support/content-snapshot.ts'

const app = createApiApp()

/** Spellings a lax parser (Number(), parseInt, z.coerce) reads as a real id; the id rule names nothing. */
const MALFORMED_IDS = [
  '0x1',
  '1e0',
  '+1',
  encodeURIComponent(' 1'),
  '01',
  '1.0',
  '-1',
  '9999999999999999999',
  '2147483648',
]

/**
 * Every route with an :id and a body that would succeed on the real row 1, so a
 * route that let a malformed id through would change something.
 */
const ID_ROUTES: { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string; body?: object }[] = [
  ...ADMIN_ENDPOINTS.filter((e) => e.path.includes('999999')).map((e) => ({
    method: e.method,
    path: e.path.replace('999999', ':id'),
  })),
  { method: 'post', path: '/api/public/advertisements/:id/impression' },
  { method: 'post', path: '/api/public/advertisements/:id/click' },
  { method: 'get', path: '/api/public/advertisements/:id/click' },
]

const BODIES: Record<string, object> = {
  'put /api/admin/articles/:id': { title: 'Changed', content: '<p>Changed</p>', categoryId: 1, status: 'draft' },
  'put /api/admin/articles/:id/autosave': { draft: { title: 'Changed' }, baseVersion: 1 },
  'post /api/admin/articles/:id/corrections': { text: 'A correction' },
  'put /api/admin/categories/:id': { name: 'Άλλαξε' },
  'put /api/admin/users/:id': { firstName: 'Changed', lastName: 'Name', email: 'changed@example.com', isActive: false },
  'put /api/admin/users/:id/role': { role: 'editor' },
  'put /api/admin/advertisements/:id': { status: 'inactive' },
  'patch /api/admin/media/:id': { altText: 'Changed' },
  'put /api/admin/newsletters/:id': { subject: 'Changed', intro: 'Changed', articleIds: [1] },
}

let cookie: string

beforeEach(async () => {
  cookie = (await seedOneOfEach()).cookie
})

describe('the one id rule on every :id route', () => {
  it('covers every admin route with an id, each with a body that would change row 1', async () => {
    for (const route of ID_ROUTES.filter((r) => r.method === 'put' || r.method === 'patch')) {
      expect(BODIES[`${route.method} ${route.path}`], `${route.method} ${route.path}`).toBeDefined()
    }
    // the well-formed id does reach row 1: the malformed ones below are refused, not missing
    const res = await request(app).put('/api/admin/advertisements/1').set('Cookie', cookie).send({ status: 'active' })
    expect(res.status).toBe(200)
  })

  it('answers 404 JSON for a malformed id and changes nothing', async () => {
    const before = await contentSnapshot()
    const wrong: string[] = []
    for (const route of ID_ROUTES) {
      const body = BODIES[`${route.method} ${route.path}`]
      for (const id of MALFORMED_IDS) {
        const path = route.path.replace(':id', id)
        const req = request(app)[route.method](path).set('Cookie', cookie)
        const res = await (body ? req.send(body) : req)
        if (
          res.status !== 404 ||
          typeof res.body?.message !== 'string' ||
          res.body.code !== 'http.notFound' ||
          !res.type.includes('json')
        ) {
          wrong.push(`${route.method.toUpperCase()} ${path} → ${res.status} ${res.text.slice(0, 80)}`)
        }
      }
    }
    expect(wrong).toEqual([])
    expect(await contentSnapshot()).toEqual(before)
  })
})
