import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { subscriptions } from '#db/schema/index.ts'
import type { Language } from '#db/schema/enums.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { sendEmail } from '#app/utils/email.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { getSiteSettings } from '#app/features/settings/public.server.ts'
import { publicTexts as en } from './texts.en.ts'
import { publicTexts as gr } from './texts.gr.ts'
import { getNewsletterSettings } from '#app/features/settings/public.server.ts'
import { confirmationMail } from './confirmation-mail.server.ts'
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
  confirm: {
    gr: 'Σχεδόν έτοιμο! Σας στείλαμε ένα μήνυμα: ακολουθήστε τον σύνδεσμό του για να επιβεβαιώσετε την εγγραφή σας.',
    en: 'Almost done! We sent you an e-mail: follow its link to confirm your subscription.',
  },
  unsubscribed: {
    gr: 'Η διαγραφή σας από το ενημερωτικό δελτίο ολοκληρώθηκε.',
    en: 'You have been unsubscribed from the newsletter.',
  },
} as const

/** A link's signature: what it may do (`unsubscribe`, `confirm`) for which address. */
function signedToken(purpose: 'unsubscribe' | 'confirm', email: string): string {
  return createHmac('sha256', getConfig().sessionSecret).update(`${purpose}:${email.toLowerCase()}`).digest('base64url')
}

function isValidToken(purpose: 'unsubscribe' | 'confirm', email: string, token: string): boolean {
  const expected = Buffer.from(signedToken(purpose, email))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export const unsubscribeToken = (email: string) => signedToken('unsubscribe', email)
export const isValidUnsubscribeToken = (email: string, token: string) => isValidToken('unsubscribe', email, token)

/** Confirmed opt-in: the page that confirms a pending subscription (it posts the signed address). */
export function confirmationLink(email: string, language: Language): string {
  const query = `email=${encodeURIComponent(email)}&token=${signedToken('confirm', email)}${language === 'en' ? '&lang=en' : ''}`
  return `${getConfig().publicUrl}/subscribe/confirm?${query}`
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

/** Where and how a reader gave consent (kept with the subscription as its proof). */
export interface ConsentSource {
  /** the page the form was on (its path) */
  page?: string
}

/** The footer form's wording in `language`, as the reader saw it: kept as the proof of consent. */
function consentWording(language: Language): string {
  const texts = language === 'en' ? en : gr
  return `${texts['newsletter.title']}: ${texts['newsletter.text']} [${texts['newsletter.subscribe']}]`
}

async function sendConfirmation(email: string, language: Language): Promise<void> {
  const { siteName } = await getSiteSettings()
  try {
    await sendEmail(
      confirmationMail({
        to: email,
        siteName: siteName.trim() || 'Newsroom',
        language,
        link: confirmationLink(email, language),
      }),
    )
  } catch (error) {
    logger.error({ err: error }, 'Confirmation mail failed')
  }
}

/**
 * Subscribe an address (an active subscription), or, with confirmed opt-in on,
 * a pending one that a confirmation mail's link makes active. Each (re)subscription
 * keeps its proof of consent: when, from which page, and the wording shown.
 */
export async function subscribe(
  input: { email: string; language: Language } & ConsentSource,
): Promise<{ created: boolean; pending: boolean; message: string }> {
  const existing = await findByEmail(input.email)
  if (existing?.status === 'active') {
    return { created: false, pending: false, message: MESSAGES.already[input.language] }
  }
  const { confirmedOptIn } = await getNewsletterSettings()
  const status = confirmedOptIn ? 'pending' : 'active'
  const fields = {
    status,
    language: input.language,
    consentPage: input.page ?? null,
    consentWording: consentWording(input.language),
    consentAt: new Date(),
    confirmedAt: null,
    // asking again is a fresh start for an address that bounced
    failureStreak: 0,
    suppressedAt: null,
    suppressionReason: null,
  } as const
  let created = false
  if (existing) {
    await getDb()
      .update(subscriptions)
      .set({ ...fields, subscribedAt: new Date(), unsubscribedAt: null })
      .where(eq(subscriptions.id, existing.id))
  } else {
    const inserted = await getDb()
      .insert(subscriptions)
      .values({ email: input.email, ...fields })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id })
    if (inserted.length === 0) return { created: false, pending: false, message: MESSAGES.already[input.language] }
    created = true
  }
  const email = existing?.email ?? input.email
  if (confirmedOptIn) {
    await sendConfirmation(email, input.language)
    return { created, pending: true, message: MESSAGES.confirm[input.language] }
  }
  await sendWelcome(email, input.language)
  return { created, pending: false, message: MESSAGES[existing ? 'reactivated' : 'subscribed'][input.language] }
}

/** The confirmation link's call: a pending subscription becomes active (again: nothing more). */
export async function confirmSubscription(input: { email: string; token: string }): Promise<{ message: string }> {
  if (!isValidToken('confirm', input.email, input.token)) {
    throw new AppError('BAD_REQUEST', subscriptionMessages.confirmLinkInvalid)
  }
  const existing = await findByEmail(input.email)
  if (!existing || existing.status === 'unsubscribed') {
    throw new AppError('BAD_REQUEST', subscriptionMessages.confirmLinkInvalid)
  }
  const language = existing.language as Language
  if (existing.status === 'pending') {
    await getDb()
      .update(subscriptions)
      .set({ status: 'active', confirmedAt: new Date() })
      .where(and(eq(subscriptions.id, existing.id), eq(subscriptions.status, 'pending')))
    await sendWelcome(existing.email, language)
  }
  return { message: MESSAGES.subscribed[language] }
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
  if (existing?.status === 'active' || existing?.status === 'pending') {
    await getDb()
      .update(subscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(eq(subscriptions.id, existing.id))
  }
  return { message: MESSAGES.unsubscribed[(existing?.language as Language | undefined) ?? 'gr'] }
}
