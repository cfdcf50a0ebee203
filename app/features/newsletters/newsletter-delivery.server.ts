import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm'
import { newsletterDeliveries, newsletters, subscriptions } from '#db/schema/index.ts'
import type { Language } from '#db/schema/enums.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { sendEmail } from '#app/utils/email.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { unsubscribeLinks } from '#app/features/subscriptions/public.server.ts'
import { newsletterMail } from './newsletter-mail.server.ts'
import { loadNewsletterContent } from './newsletter-content.server.ts'
import { getNewsletterSettings } from '#app/features/settings/public.server.ts'
import { classifySmtpFailure, MAX_ATTEMPTS, retryDelayMs, SUPPRESS_AFTER_FAILURES } from './smtp-failures.ts'
import { settleIfDone } from './newsletter-progress.server.ts'
import type { BatchOutcome } from './newsletter.types.ts'

export type { BatchOutcome }

/** how long a sender holds an issue without a sign of life (renewed with every mail) */
export const LEASE_MS = 60_000

export interface BatchOptions {
  /** this sender's name (process and job), to hold the issue */
  owner: string
  /** a batch ends after this long, so a restart or another process can take over between batches */
  maxMs?: number
  /**
   * test hook: called when SMTP has accepted a mail, before it is recorded as sent (a
   * process killed there leaves that mail's fate unknown)
   */
  afterSmtpAccepted?: (acceptedInThisBatch: number) => void
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Hold the issue for this sender, when nobody else holds it or the holder stopped
 * showing signs of life. Mails a stopped sender was handing to SMTP have an unknown
 * fate: they are counted as `unknown` and never sent again.
 */
async function claim(newsletterId: number, owner: string): Promise<boolean> {
  const db = getDb()
  const held = await db
    .update(newsletters)
    .set({ sendLeaseOwner: owner, sendLeaseUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
    .where(
      and(
        eq(newsletters.id, newsletterId),
        eq(newsletters.status, 'sending'),
        or(
          isNull(newsletters.sendLeaseUntil),
          lte(newsletters.sendLeaseUntil, sql`now()`),
          eq(newsletters.sendLeaseOwner, owner),
        ),
      ),
    )
    .returning({ id: newsletters.id })
  if (held.length === 0) return false
  const lost = await db
    .update(newsletterDeliveries)
    .set({ status: 'unknown', settledAt: new Date() })
    .where(and(eq(newsletterDeliveries.newsletterId, newsletterId), eq(newsletterDeliveries.status, 'handing')))
    .returning({ id: newsletterDeliveries.id })
  if (lost.length > 0) {
    logger.warn({ newsletterId, mails: lost.length }, 'Newsletter mails of a stopped sender have an unknown fate')
    await db
      .update(newsletters)
      .set({ unknown: sql`${newsletters.unknown} + ${lost.length}` })
      .where(eq(newsletters.id, newsletterId))
  }
  return true
}

async function release(newsletterId: number, owner: string): Promise<void> {
  await getDb()
    .update(newsletters)
    .set({ sendLeaseOwner: null, sendLeaseUntil: null })
    .where(and(eq(newsletters.id, newsletterId), eq(newsletters.sendLeaseOwner, owner)))
}

/** The next mail whose turn has come, marked as being handed over (with the hold renewed). */
async function takeNext(newsletterId: number, owner: string) {
  const db = getDb()
  const [next] = await db
    .select({
      id: newsletterDeliveries.id,
      subscriptionId: newsletterDeliveries.subscriptionId,
      email: newsletterDeliveries.email,
      language: newsletterDeliveries.language,
      attempts: newsletterDeliveries.attempts,
      subscriptionStatus: subscriptions.status,
      suppressedAt: subscriptions.suppressedAt,
    })
    .from(newsletterDeliveries)
    .leftJoin(subscriptions, eq(subscriptions.id, newsletterDeliveries.subscriptionId))
    .where(
      and(
        eq(newsletterDeliveries.newsletterId, newsletterId),
        eq(newsletterDeliveries.status, 'queued'),
        or(isNull(newsletterDeliveries.nextAttemptAt), lte(newsletterDeliveries.nextAttemptAt, sql`now()`)),
      ),
    )
    .orderBy(asc(newsletterDeliveries.id))
    .limit(1)
  if (!next) return undefined
  // an address that left (or was suppressed) since the send began gets nothing
  if (next.subscriptionStatus !== 'active' || next.suppressedAt) {
    await db.delete(newsletterDeliveries).where(eq(newsletterDeliveries.id, next.id))
    await db
      .update(newsletters)
      .set({ recipients: sql`greatest(${newsletters.recipients} - 1, 0)` })
      .where(eq(newsletters.id, newsletterId))
    return { skipped: true as const }
  }
  // the record that the mail is being handed over comes first: after a crash it is
  // not sent again (its fate is unknown), so nobody gets it twice
  const [handing] = await db
    .update(newsletterDeliveries)
    .set({ status: 'handing', attempts: sql`${newsletterDeliveries.attempts} + 1` })
    .where(and(eq(newsletterDeliveries.id, next.id), eq(newsletterDeliveries.status, 'queued')))
    .returning({ id: newsletterDeliveries.id, attempts: newsletterDeliveries.attempts })
  await db
    .update(newsletters)
    .set({ sendLeaseUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
    .where(and(eq(newsletters.id, newsletterId), eq(newsletters.sendLeaseOwner, owner)))
  return handing ? { skipped: false as const, ...next, attempts: handing.attempts } : { skipped: true as const }
}

async function recordSent(newsletterId: number, delivery: { id: number; subscriptionId: number }) {
  const db = getDb()
  const updated = await db
    .update(newsletterDeliveries)
    .set({ status: 'sent', settledAt: new Date(), lastError: null })
    .where(and(eq(newsletterDeliveries.id, delivery.id), eq(newsletterDeliveries.status, 'handing')))
    .returning({ id: newsletterDeliveries.id })
  if (updated.length === 0) return
  await db
    .update(newsletters)
    .set({ sent: sql`${newsletters.sent} + 1` })
    .where(eq(newsletters.id, newsletterId))
  await db.update(subscriptions).set({ failureStreak: 0 }).where(eq(subscriptions.id, delivery.subscriptionId))
}

async function recordFailure(
  newsletterId: number,
  delivery: { id: number; subscriptionId: number; attempts: number },
  error: unknown,
) {
  const db = getDb()
  const failure = classifySmtpFailure(error)
  if (!failure.permanent && delivery.attempts < MAX_ATTEMPTS) {
    await db
      .update(newsletterDeliveries)
      .set({
        status: 'queued',
        lastError: failure.reason,
        nextAttemptAt: new Date(Date.now() + retryDelayMs(delivery.attempts)),
      })
      .where(and(eq(newsletterDeliveries.id, delivery.id), eq(newsletterDeliveries.status, 'handing')))
    return
  }
  const updated = await db
    .update(newsletterDeliveries)
    .set({ status: 'failed', lastError: failure.reason, settledAt: new Date() })
    .where(and(eq(newsletterDeliveries.id, delivery.id), eq(newsletterDeliveries.status, 'handing')))
    .returning({ id: newsletterDeliveries.id })
  if (updated.length === 0) return
  await db
    .update(newsletters)
    .set({ failed: sql`${newsletters.failed} + 1` })
    .where(eq(newsletters.id, newsletterId))
  if (!failure.permanent) return
  await db
    .update(subscriptions)
    .set({
      failureStreak: sql`${subscriptions.failureStreak} + 1`,
      suppressedAt: sql`CASE WHEN ${subscriptions.failureStreak} + 1 >= ${SUPPRESS_AFTER_FAILURES} THEN now() ELSE ${subscriptions.suppressedAt} END`,
      suppressionReason: sql`CASE WHEN ${subscriptions.failureStreak} + 1 >= ${SUPPRESS_AFTER_FAILURES} THEN ${failure.reason} ELSE ${subscriptions.suppressionReason} END`,
    })
    .where(eq(subscriptions.id, delivery.subscriptionId))
}

/**
 * Send the next mails of an issue that is sending, one at a time at MAIL_RATE_PER_MINUTE,
 * for at most `maxMs`; then let go, so the queue's next job (in this process or
 * another) goes on. Each recipient's mail is recorded as being handed over before SMTP
 * gets it and as sent right after.
 */
export async function sendNewsletterBatch(newsletterId: number, options: BatchOptions): Promise<BatchOutcome> {
  if (!(await claim(newsletterId, options.owner))) {
    const [row] = await getDb()
      .select({ status: newsletters.status })
      .from(newsletters)
      .where(eq(newsletters.id, newsletterId))
    return row?.status === 'sending' ? { kind: 'busy' } : { kind: 'done' }
  }
  const started = Date.now()
  const gapMs = 60_000 / getConfig().mailRatePerMinute
  let accepted = 0
  try {
    const content = await loadNewsletterContent(newsletterId)
    const settings = await getNewsletterSettings()
    const site = { name: settings.siteName, publicUrl: getConfig().publicUrl, replyTo: settings.replyTo || undefined }
    let lastHandOver = 0
    while (content && Date.now() - started < (options.maxMs ?? 20_000)) {
      // MAIL_RATE_PER_MINUTE: one mail every gapMs at most
      const wait = lastHandOver + gapMs - Date.now()
      if (wait > 0) await sleep(wait)
      const next = await takeNext(newsletterId, options.owner)
      if (!next) break
      if (next.skipped) continue
      lastHandOver = Date.now()
      const language = next.language as Language
      try {
        await sendEmail(
          newsletterMail(content, { to: next.email, language, unsubscribe: unsubscribeLinks(next.email) }, site),
        )
        accepted += 1
        options.afterSmtpAccepted?.(accepted)
        await recordSent(newsletterId, next)
      } catch (error) {
        logger.warn({ err: error, newsletterId }, 'A newsletter mail was not accepted')
        await recordFailure(newsletterId, next, error)
      }
    }
  } finally {
    await release(newsletterId, options.owner)
  }
  return settleIfDone(newsletterId)
}
