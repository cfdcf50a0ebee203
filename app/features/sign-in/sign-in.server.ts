import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { eq, lt, sql } from 'drizzle-orm'
import { signInCodes, users } from '#db/schema/index.ts'
import type { Language } from '#db/schema/enums.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { sendEmail } from '#app/utils/email.server.ts'
import { getSiteSettings } from '#app/features/settings/public.server.ts'
import { recordAudit, type AuditActor } from '#app/features/audit/public.server.ts'
import type { ChangeTempPasswordInput, LoginInput, VerifyCodeInput } from './login.schema.ts'
import { hashPassword, verifyPassword } from '#app/features/auth/public.server.ts'
import { assertNotLockedOut, clearFailures, recordFailure } from './rate-limit.server.ts'
import {
  createSession,
  deleteSession,
  deleteSessionsOfUser,
  getUserBySessionToken,
} from '#app/features/auth/public.server.ts'
import { signInCodeMail } from './sign-in-code-mail.server.ts'
import { authMessages } from '#app/features/auth/public.ts'

/**
 * Staff sign-in: password, then a 6-digit code sent
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
  /** the language of the screen that asked (its `?lang=` or language cookie), if it names one */
  language?: Language | null
}

async function findUserByEmail(email: string) {
  const [user] = await getDb()
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  return user
}

/** Why a sign-in failed, as the audit log names it (the answer itself never says). */
type FailureReason = 'unknown_email' | 'wrong_password' | 'inactive' | 'no_code' | 'code_expired' | 'wrong_code'

/** The audit entry of a failed attempt: the user the e-mail names (if any), the e-mail tried and why. */
async function recordSignInFailure(user: AuditActor | undefined, email: string, reason: FailureReason, ip: string) {
  const details = { email, reason, ip }
  await recordAudit(getDb(), { actor: user ?? null, action: 'auth.sign_in_failed', targetId: user?.id, details })
}

/** The user whose e-mail and password match and who may sign in; otherwise a counted 401. */
async function checkCredentials(email: string, password: string, meta: RequestMeta) {
  const source = { email, ip: meta.ip }
  await assertNotLockedOut(source)
  const user = await findUserByEmail(email)
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password)
  if (!user || !passwordOk || !user.isActive) {
    await recordFailure(source)
    const reason = !user ? 'unknown_email' : !passwordOk ? 'wrong_password' : 'inactive'
    await recordSignInFailure(user, email, reason, meta.ip)
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

/** The code mail is in the language of the screen that asked for it, else in the user's remembered one. */
async function issueCode(
  user: { id: number; email: string; firstName: string; preferredLanguage: Language },
  screenLanguage: Language | null | undefined,
) {
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
      language: screenLanguage ?? user.preferredLanguage,
      validMinutes: CODE_TTL_MS / 60_000,
    }),
  )
}

export type LoginResult = { requiresPasswordChange: true } | { requiresTwoFactor: true }

/** Step 1: check the password; e-mail a fresh code (replacing any earlier one). */
export async function startSignIn(input: LoginInput, meta: RequestMeta): Promise<LoginResult> {
  const user = await checkCredentials(input.email, input.password, meta)
  if (user.isTemporaryPassword) return { requiresPasswordChange: true }
  await issueCode(user, meta.language)
  return { requiresTwoFactor: true }
}

/** Step 2: the code. Single use, 10 minutes, dead after 5 wrong tries. Returns a session token. */
export async function verifySignInCode(input: VerifyCodeInput, meta: RequestMeta): Promise<string> {
  const source = { email: input.email, ip: meta.ip }
  await assertNotLockedOut(source)
  const user = await findUserByEmail(input.email)
  const [stored] = user ? await getDb().select().from(signInCodes).where(eq(signInCodes.userId, user.id)) : []
  const fail = async (reason: FailureReason) => {
    await recordFailure(source)
    await recordSignInFailure(user, input.email, reason, meta.ip)
    return new AppError('UNAUTHORIZED', authMessages.invalidCode)
  }
  if (!user) throw await fail('unknown_email')
  if (!user.isActive) throw await fail('inactive')
  if (user.isTemporaryPassword || !stored) throw await fail('no_code')
  if (stored.expiresAt.getTime() <= Date.now() || stored.failedAttempts >= CODE_MAX_ATTEMPTS) {
    await getDb().delete(signInCodes).where(eq(signInCodes.userId, user.id))
    throw await fail('code_expired')
  }
  const expected = Buffer.from(stored.codeHash)
  const given = Buffer.from(hashCode(user.id, input.code))
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const attempts = stored.failedAttempts + 1
    if (attempts >= CODE_MAX_ATTEMPTS) await getDb().delete(signInCodes).where(eq(signInCodes.userId, user.id))
    else await getDb().update(signInCodes).set({ failedAttempts: attempts }).where(eq(signInCodes.userId, user.id))
    throw await fail('wrong_code')
  }
  // single use: the row goes before the session is made
  const deleted = await getDb()
    .delete(signInCodes)
    .where(eq(signInCodes.userId, user.id))
    .returning({ userId: signInCodes.userId })
  if (deleted.length === 0) throw await fail('no_code')
  await clearFailures(source)
  const token = await createSession(user.id, { ipAddress: meta.ip, userAgent: meta.userAgent })
  const about = { targetId: user.id, targetLabel: user.email, details: { ip: meta.ip } }
  await recordAudit(getDb(), { actor: user, action: 'auth.sign_in', ...about })
  return token
}

/** Sign out: end this session, recording who signed out (a dead or unknown token ends nothing). */
export async function signOut(token: string | undefined): Promise<void> {
  const user = await getUserBySessionToken(token)
  await deleteSession(token)
  if (user)
    await recordAudit(getDb(), { actor: user, action: 'auth.sign_out', targetId: user.id, targetLabel: user.email })
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
  await recordAudit(getDb(), {
    actor: user,
    action: 'auth.password_change',
    targetId: user.id,
    targetLabel: user.email,
  })
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
