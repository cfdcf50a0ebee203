import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { subscriptions } from '#db/schema/index.ts'
import type { Language } from '#db/schema/enums.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { sendEmail } from '#app/utils/email.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { getSiteSettings } from '#app/modules/settings/settings.server.ts'
import { welcomeMail } from './welcome-mail.server.ts'
import { subscriptionMessages } from './subscription.messages.ts'

/**
 * Newsletter subscriptions: idempotent (one row per address in any letter case),
 * re-subscribing reactivates, and every welcome mail carries a signed one-click
 * unsubscribe link (RFC 8058).
 */
const MESSAGES = {
  subscribed: { gr: 'Η εγγραφή σας ολοκληρώθηκε!', en: 'Successfully subscribed!' },
  already: {
    gr: 'Είστε ήδη εγγεγραμμένοι στο ενημερωτικό δελτίο.',
    en: 'You are already subscribed to the newsletter.',
  },
  reactivated: {
    gr: 'Καλώς ήρθατε ξανά! Η εγγραφή σας ενεργοποιήθηκε.',
    en: 'Welcome back! Your subscription is active again.',
  },
  unsubscribed: {
    gr: 'Η διαγραφή σας από το ενημερωτικό δελτίο ολοκληρώθηκε.',
    en: 'You have been unsubscribed from the newsletter.',
  },
} as const

export function unsubscribeToken(email: string): string {
  return createHmac('sha256', getConfig().sessionSecret)
    .update(`unsubscribe:${email.toLowerCase()}`)
    .digest('base64url')
}

export function isValidUnsubscribeToken(email: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(email))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export function unsubscribeLinks(email: string): { page: string; oneClick: string } {
  const query = `email=${encodeURIComponent(email)}&token=${unsubscribeToken(email)}`
  const base = getConfig().publicUrl
  return { page: `${base}/unsubscribe?${query}`, oneClick: `${base}/api/public/subscriptions/one-click?${query}` }
}

async function findByEmail(email: string) {
  const [row] = await getDb()
    .select()
    .from(subscriptions)
    .where(eq(sql`lower(${subscriptions.email})`, email.toLowerCase()))
  return row
}

async function sendWelcome(email: string, language: Language): Promise<void> {
  const { siteName } = await getSiteSettings()
  try {
    await sendEmail(
      welcomeMail({ to: email, siteName: siteName.trim() || 'Newsroom', language, links: unsubscribeLinks(email) }),
    )
  } catch (error) {
    // the subscription stands; a mail server hiccup must not turn it into an error
    logger.error({ err: error }, 'Welcome mail failed')
  }
}

export async function subscribe(input: {
  email: string
  language: Language
}): Promise<{ created: boolean; message: string }> {
  const existing = await findByEmail(input.email)
  if (existing?.status === 'active') return { created: false, message: MESSAGES.already[input.language] }
  if (existing) {
    await getDb()
      .update(subscriptions)
      .set({ status: 'active', subscribedAt: new Date(), unsubscribedAt: null, language: input.language })
      .where(eq(subscriptions.id, existing.id))
    await sendWelcome(existing.email, input.language)
    return { created: false, message: MESSAGES.reactivated[input.language] }
  }
  const inserted = await getDb()
    .insert(subscriptions)
    .values({ email: input.email, language: input.language })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id })
  if (inserted.length === 0) return { created: false, message: MESSAGES.already[input.language] }
  await sendWelcome(input.email, input.language)
  return { created: true, message: MESSAGES.subscribed[input.language] }
}

/**
 * Unsubscribe an address. Idempotent, and silent about whether the address was
 * on the list. A token, when given, must be the one from our mail.
 */
export async function unsubscribe(input: { email: string; token?: string }): Promise<{ message: string }> {
  if (input.token !== undefined && !isValidUnsubscribeToken(input.email, input.token)) {
    throw new AppError('BAD_REQUEST', subscriptionMessages.unsubscribeLinkInvalid)
  }
  const existing = await findByEmail(input.email)
  if (existing?.status === 'active') {
    await getDb()
      .update(subscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(eq(subscriptions.id, existing.id))
  }
  return { message: MESSAGES.unsubscribed[(existing?.language as Language | undefined) ?? 'gr'] }
}
