import { describe, expect, it } from 'vitest'
import { users } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { verifyPassword } from '#app/features/auth/password.server.ts'
import { ensureFirstSuperAdmin } from './bootstrap.server.ts'

describe('ensureFirstSuperAdmin', () => {
  it('creates admin@localhost with a printed temporary password when nothing is configured', async () => {
    const created = await ensureFirstSuperAdmin(getDb(), { adminEmail: undefined, adminPassword: undefined })
    expect(created).toMatchObject({ email: 'admin@localhost', temporary: true })
    expect(created?.generatedPassword).toMatch(/^.{16}$/)
    const [row] = await getDb().select().from(users)
    expect(row).toMatchObject({ role: 'super_admin', isActive: true, isTemporaryPassword: true })
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(row!.passwordHash, created!.generatedPassword!)).toBe(true)
  })

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD as given, not temporary', async () => {
    const created = await ensureFirstSuperAdmin(getDb(), {
      adminEmail: 'chief@example.com',
      adminPassword: 'correct horse',
    })
    expect(created).toEqual({ email: 'chief@example.com', generatedPassword: undefined, temporary: false })
    const [row] = await getDb().select().from(users)
    expect(row?.isTemporaryPassword).toBe(false)
    expect(await verifyPassword(row!.passwordHash, 'correct horse')).toBe(true)
    expect(await verifyPassword(row!.passwordHash, 'wrong')).toBe(false)
  })

  it('generates a temporary password for ADMIN_EMAIL alone, and does nothing once users exist', async () => {
    const created = await ensureFirstSuperAdmin(getDb(), { adminEmail: 'chief@example.com', adminPassword: undefined })
    expect(created?.temporary).toBe(true)
    expect(
      await ensureFirstSuperAdmin(getDb(), { adminEmail: 'other@example.com', adminPassword: 'whatever1' }),
    ).toBeNull()
    expect(await getDb().select().from(users)).toHaveLength(1)
  })
})
