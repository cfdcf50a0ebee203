import { lt } from 'drizzle-orm'
import { RateLimiterDrizzle } from 'rate-limiter-flexible'
import { rateLimits } from '#db/schema/index.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getDb, getDatabaseHandle, type DatabaseHandle } from '#app/utils/db.server.ts'
import { authMessages } from '#app/features/auth/public.ts'

/**
 * Failed sign-in attempts (login, code, temporary-password change), counted in the
 * database so every process sees them: 5 per e-mail and 50 per client address in
 * 15 minutes. Successful sign-ins count nothing, so an office behind one address
 * is not locked out by its own staff.
 */
export const FAILURE_WINDOW_SECONDS = 15 * 60
export const FAILURES_PER_EMAIL = 5
export const FAILURES_PER_ADDRESS = 50

interface Limiters {
  handle: DatabaseHandle
  perEmail: RateLimiterDrizzle
  perAddress: RateLimiterDrizzle
}
let limiters: Limiters | undefined

function getLimiters(): Limiters {
  const handle = getDatabaseHandle()
  if (limiters?.handle !== handle) {
    const common = {
      storeClient: handle.db,
      schema: rateLimits,
      duration: FAILURE_WINDOW_SECONDS,
      clearExpiredByTimeout: false,
    }
    limiters = {
      handle,
      perEmail: new RateLimiterDrizzle({ ...common, keyPrefix: 'signin-email', points: FAILURES_PER_EMAIL }),
      perAddress: new RateLimiterDrizzle({ ...common, keyPrefix: 'signin-ip', points: FAILURES_PER_ADDRESS }),
    }
  }
  return limiters
}

export interface AttemptSource {
  email: string
  ip: string
}

function tooMany(msBeforeNext: number): AppError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000))
  return minutes === 1
    ? new AppError('TOO_MANY_REQUESTS', authMessages.tooManyAttemptsOneMinute)
    : new AppError('TOO_MANY_REQUESTS', authMessages.tooManyAttempts, { params: { minutes } })
}

/** Throws 429 when this e-mail or this address has used up its failures. */
export async function assertNotLockedOut({ email, ip }: AttemptSource): Promise<void> {
  const { perEmail, perAddress } = getLimiters()
  const [byEmail, byAddress] = await Promise.all([perEmail.get(email), perAddress.get(ip)])
  for (const [state, limit] of [
    [byEmail, FAILURES_PER_EMAIL],
    [byAddress, FAILURES_PER_ADDRESS],
  ] as const) {
    if (state && state.consumedPoints >= limit) throw tooMany(state.msBeforeNext)
  }
}

/** Count one failure against the e-mail and the address. */
export async function recordFailure({ email, ip }: AttemptSource): Promise<void> {
  const { perEmail, perAddress } = getLimiters()
  await Promise.all([perEmail.penalty(email, 1), perAddress.penalty(ip, 1)])
}

/** A successful sign-in clears the e-mail's count (never the address's). */
export async function clearFailures({ email }: AttemptSource): Promise<void> {
  await getLimiters().perEmail.delete(email)
}

/** Counters whose window has passed (the scheduled cleanup); answers how many were deleted. */
export async function deleteExpiredRateLimits(now = new Date()): Promise<number> {
  const deleted = await getDb().delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key })
  return deleted.length
}
