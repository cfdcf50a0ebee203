import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { eq, lt, sql } from 'drizzle-orm'
import { signInCodes, users } from '#db/schema/index.ts'
import type { Language } from '#db/schema/enums.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { sendEmail } from '#app/utils/email.server.ts'
import { getSiteSettings } from '#app/modules/settings/settings.server.ts'
import type { ChangeTempPasswordInput, LoginInput, VerifyCodeInput } from './login.schema.ts'
import { hashPassword, verifyPassword } from './password.server.ts'
import { assertNotLockedOut, clearFailures, recordFailure } from './rate-limit.server.ts'
import { createSession, deleteSessionsOfUser } from './session.server.ts'
import { signInCodeMail } from './sign-in-code-mail.server.ts'
import { authMessages } from './auth.messages.ts'

/**
 * Staff sign-in (CONTRACT.md "Admin sign-in"): password, then a 6-digit code sent
 * by e-mail; a temporary password must be changed before any session is granted.
 */
export const CODE_TTL_MS = 10 * 60 * 1000
export const CODE_MAX_ATTEMPTS = 5

/** verified against when the e-mail is unknown, so both cases take the same time */
let dummyHash: Promise<string> | undefined
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-0'))

export interface RequestMeta {
  ip: string
  userAgent?: string
}

async function findUserByEmail(email: string) {
  const [user] = await getDb()
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  return user
}

/** The user whose e-mail and password match and who may sign in; otherwise a counted 401. */
async function checkCredentials(email: string, password: string, meta: RequestMeta) {
  const source = { email, ip: meta.ip }
  await assertNotLockedOut(source)
  const user = await findUserByEmail(email)
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password)
  if (!user || !passwordOk || !user.isActive) {
    await recordFailure(source)
    throw new AppError('UNAUTHORIZED', authMessages.invalidCredentials)
  }
  return user
}

function hashCode(userId: number, code: string): string {
  return createHmac('sha256', getConfig().sessionSecret).update(`${userId}:${code}`).digest('base64url')
}

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

async function issueCode(user: { id: number; email: string; firstName: string; preferredLanguage: string }) {
  const code = generateCode()
  const now = new Date()
  const values = {
    codeHash: hashCode(user.id, code),
    failedAttempts: 0,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  }
  await getDb()
    .insert(signInCodes)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: signInCodes.userId, set: values })
  const { siteName } = await getSiteSettings()
  await sendEmail(
    signInCodeMail({
      to: user.email,
      code,
      siteName: siteName.trim() || 'Newsroom',
      firstName: user.firstName,
      language: (user.preferredLanguage as Language) ?? 'gr',
      validMinutes: CODE_TTL_MS / 60_000,
    }),
  )
}

export type LoginResult = { requiresPasswordChange: true } | { requiresTwoFactor: true }

/** Step 1: check the password; e-mail a fresh code (replacing any earlier one). */
export async function startSignIn(input: LoginInput, meta: RequestMeta): Promise<LoginResult> {
  const user = await checkCredentials(input.email, input.password, meta)
  if (user.isTemporaryPassword) return { requiresPasswordChange: true }
  await issueCode(user)
  return { requiresTwoFactor: true }
}

/** Step 2: the code. Single use, 10 minutes, dead after 5 wrong tries. Returns a session token. */
export async function verifySignInCode(input: VerifyCodeInput, meta: RequestMeta): Promise<string> {
  const source = { email: input.email, ip: meta.ip }
  await assertNotLockedOut(source)
  const user = await findUserByEmail(input.email)
  const [stored] = user ? await getDb().select().from(signInCodes).where(eq(signInCodes.userId, user.id)) : []
  const fail = async () => {
    await recordFailure(source)
    return new AppError('UNAUTHORIZED', authMessages.invalidCode)
  }
  if (!user || !user.isActive || user.isTemporaryPassword || !stored) throw await fail()
  if (stored.expiresAt.getTime() <= Date.now() || stored.failedAttempts >= CODE_MAX_ATTEMPTS) {
    await getDb().delete(signInCodes).where(eq(signInCodes.userId, user.id))
    throw await fail()
  }
  const expected = Buffer.from(stored.codeHash)
  const given = Buffer.from(hashCode(user.id, input.code))
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const attempts = stored.failedAttempts + 1
    if (attempts >= CODE_MAX_ATTEMPTS) await getDb().delete(signInCodes).where(eq(signInCodes.userId, user.id))
    else await getDb().update(signInCodes).set({ failedAttempts: attempts }).where(eq(signInCodes.userId, user.id))
    throw await fail()
  }
  // single use: the row goes before the session is made
  const deleted = await getDb()
    .delete(signInCodes)
    .where(eq(signInCodes.userId, user.id))
    .returning({ userId: signInCodes.userId })
  if (deleted.length === 0) throw await fail()
  await clearFailures(source)
  return createSession(user.id, { ipAddress: meta.ip, userAgent: meta.userAgent })
}

/** Replace a temporary password; the user then signs in again from step 1. */
export async function changeTemporaryPassword(input: ChangeTempPasswordInput, meta: RequestMeta): Promise<void> {
  const user = await checkCredentials(input.email, input.currentPassword, meta)
  if (!user.isTemporaryPassword) {
    throw new AppError('BAD_REQUEST', authMessages.noTemporaryPassword)
  }
  await getDb()
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), isTemporaryPassword: false, updatedAt: new Date() })
    .where(eq(users.id, user.id))
  await deleteSessionsOfUser(user.id)
  await clearFailures({ email: input.email, ip: meta.ip })
}

/** Codes past their 10 minutes (the scheduled cleanup); answers how many were deleted. */
export async function deleteExpiredSignInCodes(now = new Date()): Promise<number> {
  const deleted = await getDb()
    .delete(signInCodes)
    .where(lt(signInCodes.expiresAt, now))
    .returning({ userId: signInCodes.userId })
  return deleted.length
}
