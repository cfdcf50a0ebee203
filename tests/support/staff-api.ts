import { expect, request, type APIRequestContext } from '@playwright/test'
import { forgetOldCodes } from './admin-sign-in.ts'
import { mailbox } from './mailbox.ts'

/**
 * Staff work through the real admin API, for browser tests that need users and
 * articles made before the screens under test are opened (no test-only endpoints).
 */

/** An API client signed in as this staff user (password, then the mailed code). */
export async function staffApi(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL })
  await forgetOldCodes(email)
  const login = await api.post('/api/admin/login', { data: { email, password } })
  expect(await login.json()).toEqual({ requiresTwoFactor: true })
  const verified = await api.post('/api/admin/verify-code', { data: { email, code: await mailbox.codeFor(email) } })
  expect(verified.status()).toBe(200)
  return api
}

/** A new active staff user with `password` (their temporary one already changed). */
export async function createStaffThroughApi(
  admin: APIRequestContext,
  user: { firstName: string; lastName: string; email: string; role: 'editor' | 'contributor'; password: string },
): Promise<void> {
  const created = await admin.post('/api/admin/users', {
    data: { firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role },
  })
  expect(created.status()).toBe(201)
  const { temporaryPassword } = (await created.json()) as { temporaryPassword: string }
  const changed = await admin.post('/api/admin/change-temp-password', {
    data: { email: user.email, currentPassword: temporaryPassword, newPassword: user.password },
  })
  expect(changed.status()).toBe(200)
}

/** A draft article in the first category; answers its id. */
export async function createDraftThroughApi(api: APIRequestContext, title: string): Promise<number> {
  const categories = (await (await api.get('/api/admin/categories')).json()) as { id: number }[]
  const created = await api.post('/api/admin/articles', {
    data: { title, content: '<p>The first version.</p>', categoryId: categories[0]!.id, status: 'draft' },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { id: number }).id
}
