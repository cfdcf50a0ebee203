import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { ROLES, type Role } from '#db/schema/enums.ts'
import { can } from '#app/features/auth/permissions.ts'
import { ADMIN_ENDPOINTS } from '#tests/support/admin-endpoints.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
let cookies: Record<Role, string>

beforeEach(async () => {
  const entries = await Promise.all(
    ROLES.map(async (role) => [role, await sessionCookieFor((await createStaffUser({ role })).id)] as const),
  )
  cookies = Object.fromEntries(entries) as Record<Role, string>
})

describe('every admin endpoint against every role', () => {
  for (const endpoint of ADMIN_ENDPOINTS) {
    it(`${endpoint.method.toUpperCase()} ${endpoint.path} (${endpoint.permission})`, async () => {
      const anonymous = await request(app)[endpoint.method](endpoint.path).send({})
      expect(anonymous.status).toBe(401)
      expect(anonymous.body).toEqual({ message: 'Unauthorized', code: 'http.unauthorized' })
      for (const role of ROLES) {
        const res = await request(app)[endpoint.method](endpoint.path).set('Cookie', cookies[role]).send({})
        const allowed = endpoint.permission === 'staff' || can(role, endpoint.permission)
        if (allowed) {
          expect([401, 403], `${role} should pass`).not.toContain(res.status)
        } else {
          expect(res.status, `${role} should be refused`).toBe(403)
          expect(res.body).toEqual({ message: "You don't have permission to do this.", code: 'http.forbidden' })
        }
        expect(res.text).not.toMatch(/passwordHash|\$argon2/)
      }
    })
  }
})
