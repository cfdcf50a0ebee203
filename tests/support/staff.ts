import { hashPassword } from '#app/features/auth/password.server.ts'
import { createSession, SESSION_COOKIE } from '#app/features/auth/session.server.ts'
import type { Role } from '#db/schema/enums.ts'
import { createUser } from '#tests/factories/index.ts'

export const STAFF_PASSWORD = 'correct-horse-9'

let counter = 0

// one argon2 hash (25 ms) per password and test file, not per user: the hash is salted,
// so any of them verifies the password, and a suite making hundreds of users saves seconds
const hashes = new Map<string, Promise<string>>()
function hashOf(password: string): Promise<string> {
  let hash = hashes.get(password)
  if (!hash) hashes.set(password, (hash = hashPassword(password)))
  return hash
}

/** A staff user who can sign in with STAFF_PASSWORD (or the given password). */
export async function createStaffUser(
  options: {
    role?: Role
    email?: string
    password?: string
    temporary?: boolean
    isActive?: boolean
    preferredLanguage?: 'gr' | 'en'
  } = {},
) {
  counter++
  return createUser({
    email: options.email ?? `staff${counter}@example.com`,
    firstName: 'Staff',
    lastName: `Member ${counter}`,
    role: options.role ?? 'editor',
    isActive: options.isActive ?? true,
    passwordHash: await hashOf(options.password ?? STAFF_PASSWORD),
    isTemporaryPassword: options.temporary ?? false,
    preferredLanguage: options.preferredLanguage ?? 'gr',
  })
}

/** A Cookie header with a real session of this user (made by the session service). */
export async function sessionCookieFor(userId: number): Promise<string> {
  return `${SESSION_COOKIE}=${await createSession(userId)}`
}
