import { count } from 'drizzle-orm'
import { users } from '#db/schema/index.ts'
import type { Database } from '#app/utils/db.server.ts'
import { generateTemporaryPassword, hashPassword } from '#app/features/auth/public.server.ts'

export interface FirstAdmin {
  email: string
  /** present when the password was generated here (and must be printed once) */
  generatedPassword: string | undefined
  temporary: boolean
}

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost'

/**
 * On a start with no users, create the first super_admin:
 * ADMIN_EMAIL + ADMIN_PASSWORD → that account, password not temporary;
 * ADMIN_EMAIL alone → a generated temporary password; neither → admin@localhost.
 * Returns null when users already exist.
 */
export async function ensureFirstSuperAdmin(
  db: Database,
  options: { adminEmail: string | undefined; adminPassword: string | undefined },
): Promise<FirstAdmin | null> {
  const [row] = await db.select({ n: count() }).from(users)
  if ((row?.n ?? 0) > 0) return null

  const email = (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase()
  const temporary = !options.adminPassword
  const password = options.adminPassword ?? generateTemporaryPassword()
  await db.insert(users).values({
    email,
    firstName: 'Site',
    lastName: 'Administrator',
    role: 'super_admin',
    isActive: true,
    passwordHash: await hashPassword(password),
    isTemporaryPassword: temporary,
  })
  return { email, generatedPassword: temporary ? password : undefined, temporary }
}
