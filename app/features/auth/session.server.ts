import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import { sessions, users } from '#db/schema/index.ts'
import type { Language, Role } from '#db/schema/enums.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { readCookie, SESSION_COOKIE } from '#app/utils/cookies.ts'
import { getDb } from '#app/utils/db.server.ts'

export { SESSION_COOKIE }

/**
 * Staff sessions live in the database: the cookie carries a random token, the table
 * its SHA-256 only. A session ends at logout, or after 7 days without use.
 */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000
/** last-seen is written at most this often, so reads stay reads */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000

/** The signed-in staff user as the admin sees it (no password fields, ever). */
export interface StaffUser {
  id: number
  email: string
  firstName: string
  lastName: string
  nickname: string | null
  role: Role
  profileImageUrl: string | null
  preferredLanguage: Language
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

export async function createSession(
  userId: number,
  meta: { userAgent?: string; ipAddress?: string } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  await getDb()
    .insert(sessions)
    .values({
      id: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
      userAgent: meta.userAgent?.slice(0, 300),
      ipAddress: meta.ipAddress,
    })
  await getDb().update(users).set({ lastActiveAt: now }).where(eq(users.id, userId))
  return token
}

/** The active staff user behind a session token, or null. Keeps the session alive. */
export async function getUserBySessionToken(token: string | undefined): Promise<StaffUser | null> {
  if (!token || token.length > 100) return null
  const id = hashToken(token)
  const now = new Date()
  const [row] = await getDb()
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      nickname: users.nickname,
      role: users.role,
      profileImageUrl: users.profileImageUrl,
      preferredLanguage: users.preferredLanguage,
      isActive: users.isActive,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
  if (!row || !row.isActive) return null
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await getDb()
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) })
      .where(eq(sessions.id, id))
    await getDb().update(users).set({ lastActiveAt: now }).where(eq(users.id, row.id))
  }
  const { isActive: _active, lastSeenAt: _seen, ...user } = row
  return { ...user, role: user.role as Role, preferredLanguage: user.preferredLanguage as Language }
}

export async function deleteSession(token: string | undefined): Promise<void> {
  if (!token) return
  await getDb()
    .delete(sessions)
    .where(eq(sessions.id, hashToken(token)))
}

export async function deleteSessionsOfUser(userId: number): Promise<void> {
  await getDb().delete(sessions).where(eq(sessions.userId, userId))
}

/** Sessions past their expiry (the scheduled cleanup); answers how many were deleted. */
export async function deleteExpiredSessions(now = new Date()): Promise<number> {
  const deleted = await getDb().delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id })
  return deleted.length
}

export function sessionTokenFromCookieHeader(header: string | null | undefined): string | undefined {
  return readCookie(header, SESSION_COOKIE)
}

/** For route loaders: the signed-in staff user of this request, or null. */
export function getStaffUser(request: Request): Promise<StaffUser | null> {
  return getUserBySessionToken(sessionTokenFromCookieHeader(request.headers.get('Cookie')))
}

/**
 * Secure when the request came over HTTPS (directly, or as a proxy TRUST_PROXY
 * believes says with X-Forwarded-Proto) or when PUBLIC_URL is https.
 */
export function sessionCookieOptions(requestIsHttps: boolean) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: requestIsHttps || getConfig().publicUrl.startsWith('https://'),
    path: '/',
    maxAge: SESSION_IDLE_MS,
  }
}
