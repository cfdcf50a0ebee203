import type { TranslationKey } from '#app/i18n/text-keys.ts'
import type { Language } from '#app/i18n/language.ts'
import { NEWSLETTER_MAX_ARTICLES } from '#app/features/newsletters/newsletter.schema.ts'
import type { NewsletterStatus } from '#db/schema/enums.ts'

/** The newsletters screens' rules, as pure functions (tested in newsletter-format.test.ts). */
export const NEWSLETTERS_PAGE_SIZE = 20
/** The "start from today's picks and latest" button fills at most this many places. */
export const STARTING_ARTICLES = 6
/** While an issue is sending, its counts refresh this often. */
export const PROGRESS_REFRESH_MS = 2000

export function newslettersUrl(page: number): string {
  return `/api/admin/newsletters?limit=${NEWSLETTERS_PAGE_SIZE}&offset=${(page - 1) * NEWSLETTERS_PAGE_SIZE}`
}

export function newsletterPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / NEWSLETTERS_PAGE_SIZE))
}

export const STATUS_VARIANT: Record<NewsletterStatus, 'secondary' | 'warning' | 'default' | 'success' | 'destructive'> =
  {
    draft: 'secondary',
    scheduled: 'warning',
    sending: 'default',
    sent: 'success',
    failed: 'destructive',
  }

/** A draft or a scheduled issue can still be changed and sent; the others are read-only. */
export function isEditable(status: NewsletterStatus): boolean {
  return status === 'draft' || status === 'scheduled'
}

/** The server's rules, checked before the call: subject required, 1 to 20 articles. */
export function draftProblems(draft: { subject: string; articleIds: readonly number[] }): {
  subject?: TranslationKey
  articles?: TranslationKey
} {
  return {
    subject: draft.subject.trim() === '' ? 'admin.newsletters.rule.subjectRequired' : undefined,
    articles:
      draft.articleIds.length === 0
        ? 'admin.newsletters.rule.articlesRequired'
        : draft.articleIds.length > NEWSLETTER_MAX_ARTICLES
          ? 'admin.newsletters.rule.tooManyArticles'
          : undefined,
  }
}

/** Today's editor's picks first, then the latest published articles, without repeats, at most `max`. */
export function startingArticles(
  picks: readonly number[],
  latest: readonly number[],
  max: number = STARTING_ARTICLES,
): number[] {
  return [...new Set([...picks, ...latest])].slice(0, max)
}

/**
 * A `datetime-local` value (the browser's time zone) as the API's ISO time; null when it
 * is empty, not a date or not in the future.
 */
export function scheduledIso(local: string, now: Date = new Date()): string | null {
  if (!local) return null
  const when = new Date(local)
  if (Number.isNaN(when.getTime()) || when.getTime() <= now.getTime()) return null
  return when.toISOString()
}

/** The subject in the admin's language: the Greek version in Greek when there is one, else the main text. */
export function issueSubject(issue: { subject: string; subjectGr: string | null }, language: Language): string {
  return language === 'gr' && issue.subjectGr ? issue.subjectGr : issue.subject
}
