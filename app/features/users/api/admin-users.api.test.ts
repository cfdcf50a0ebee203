import { eq } from 'drizzle-orm'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { articles, users } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { verifyPassword } from '#app/features/auth/password.server.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { changeUserRole, deleteUser, updateUser } from '#app/features/users/users.server.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
let admin: Awaited<ReturnType<typeof createStaffUser>>
let cookie: string

beforeEach(async () => {
  admin = await createStaffUser({ role: 'super_admin', email: 'chief@example.com' })
  cookie = await sessionCookieFor(admin.id)
})

const as = (method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) => {
  const req = request(app)[method](path).set('Cookie', cookie)
  return body ? req.send(body) : req
}
const newUser = {
  firstName: 'Ελένη',
  lastName: 'Μάρκου',
  nickname: '',
  email: 'Eleni@Example.com',
  role: 'contributor',
}

describe('user management API', () => {
  it('creates a user with a temporary password shown once, never a hash', async () => {
    const res = await as('post', '/api/admin/users', newUser)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      firstName: 'Ελένη',
      nickname: null,
      email: 'eleni@example.com',
      role: 'contributor',
      isActive: true,
      articleCount: 0,
      lastActiveAt: null,
    })
    expect(res.body.temporaryPassword).toMatch(/^.{16}$/)
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2/)
    const [row] = await getDb().select().from(users).where(eq(users.id, res.body.id))
    expect(row!.isTemporaryPassword).toBe(true)
    expect(await verifyPassword(row!.passwordHash, res.body.temporaryPassword)).toBe(true)

    const list = await as('get', '/api/admin/users')
    expect(list.status).toBe(200)
    expect(list.body).toHaveLength(2)
    expect(JSON.stringify(list.body)).not.toMatch(/passwordHash|argon2|temporaryPassword/)
  })

  it("answers the catalogue's field messages and 409 for a taken e-mail", async () => {
    const bad = await as('post', '/api/admin/users', { ...newUser, firstName: ' ', email: 'nope' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ firstName: 'First name is required', email: 'Invalid email address' })
    expect(bad.body.fieldCodes).toEqual({ firstName: 'user.firstNameRequired', email: 'user.emailInvalid' })
    expect((await as('post', '/api/admin/users', { ...newUser, lastName: '' })).body.message).toBe(
      'Last name is required',
    )
    expect((await as('post', '/api/admin/users', { ...newUser, role: 'owner' })).status).toBe(400)
    await as('post', '/api/admin/users', newUser)
    const dup = await as('post', '/api/admin/users', { ...newUser, email: 'ELENI@example.com' })
    expect(dup.status).toBe(409)
    expect(dup.body.message).toBe('A user with this email already exists')
    expect(dup.body.errors).toEqual({ email: 'A user with this email already exists' })
  })

  it('names the e-mail field when two requests create the same e-mail at once', async () => {
    const both = await Promise.all([
      as('post', '/api/admin/users', { ...newUser, email: 'twice@example.com' }),
      as('post', '/api/admin/users', { ...newUser, email: 'Twice@example.com' }),
    ])
    expect(both.map((res) => res.status).sort()).toEqual([201, 409])
    const refused = both.find((res) => res.status === 409)!
    expect(refused.body.errors).toEqual({ email: 'A user with this email already exists' })
  })

  it('counts real articles per user', async () => {
    const category = await createCategory()
    await createArticle({ categoryId: category.id, authorId: admin.id })
    await createArticle({ categoryId: category.id, authorId: admin.id })
    const list = await as('get', '/api/admin/users')
    expect(list.body.find((u: { id: number }) => u.id === admin.id).articleCount).toBe(2)
  })

  it('edits a user and changes roles, but never one’s own role', async () => {
    const created = (await as('post', '/api/admin/users', newUser)).body
    const edited = await as('put', `/api/admin/users/${created.id}`, {
      ...newUser,
      nickname: 'Λένα',
      email: 'lena@example.com',
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ nickname: 'Λένα', email: 'lena@example.com' })
    const role = await as('put', `/api/admin/users/${created.id}/role`, { role: 'editor' })
    expect(role.body.role).toBe('editor')
    const own = await as('put', `/api/admin/users/${admin.id}/role`, { role: 'editor' })
    expect(own.status).toBe(400)
    expect(own.body.message).toBe('You cannot change your own role.')
    expect((await as('put', `/api/admin/users/99999/role`, { role: 'editor' })).status).toBe(404)
    const taken = await as('put', `/api/admin/users/${created.id}`, { ...newUser, email: 'chief@example.com' })
    expect(taken.status).toBe(409)
  })

  it('keeps the last active super_admin: not demoted, deactivated or deleted', async () => {
    const deputy = await createStaffUser({ role: 'super_admin', email: 'deputy@example.com' })
    // two active super_admins: one may demote the other
    expect((await as('put', `/api/admin/users/${deputy.id}/role`, { role: 'editor' })).status).toBe(200)
    // the service refuses whoever asks (two super_admins racing to demote each other)
    const actor = { ...admin, id: deputy.id, role: 'super_admin' as const, preferredLanguage: 'gr' as const }
    await expect(changeUserRole({ actor, id: admin.id, role: 'editor' })).rejects.toThrow(
      'The last active super admin cannot be demoted.',
    )
    await expect(
      updateUser({ actor, id: admin.id, input: { ...admin, nickname: null, isActive: false } }),
    ).rejects.toThrow('The last active super admin cannot be deactivated.')
    await expect(deleteUser({ actor, id: admin.id })).rejects.toThrow('The last active super admin cannot be deleted.')
  })

  it('deactivating a user ends their sessions', async () => {
    const writer = await createStaffUser({ role: 'contributor' })
    const writerCookie = await sessionCookieFor(writer.id)
    const res = await as('put', `/api/admin/users/${writer.id}`, { ...newUser, email: writer.email, isActive: false })
    expect(res.body.isActive).toBe(false)
    expect((await request(app).get('/api/admin/current-user').set('Cookie', writerCookie)).status).toBe(401)
  })

  it('refuses to delete oneself or the last super_admin; deleting keeps the articles', async () => {
    expect((await as('delete', `/api/admin/users/${admin.id}`)).body.message).toBe(
      'You cannot delete your own account.',
    )
    const writer = (await as('post', '/api/admin/users', newUser)).body
    const category = await createCategory()
    const article = await createArticle({ categoryId: category.id, authorId: writer.id })
    const res = await as('delete', `/api/admin/users/${writer.id}`)
    expect(res.body).toEqual({ success: true })
    const [kept] = await getDb().select().from(articles).where(eq(articles.id, article.id))
    expect(kept!.authorId).toBeNull()
  })
})
