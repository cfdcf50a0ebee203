/**
 * The closed sets of values. Each is enforced by a CHECK
 * constraint in the database and reused by the zod schemas of the app.
 */
export const ROLES = ['super_admin', 'editor', 'contributor'] as const
export type Role = (typeof ROLES)[number]

export const ARTICLE_STATUSES = ['draft', 'under_review', 'published'] as const
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number]

export const AD_STATUSES = ['active', 'inactive', 'scheduled'] as const
export type AdStatus = (typeof AD_STATUSES)[number]

export const AD_PLACEMENTS = [
  'header_top',
  'sidebar_top',
  'sidebar_middle',
  'sidebar_bottom',
  'article_top',
  'article_middle',
  'article_bottom',
  'footer_top',
  'between_articles',
  'homepage_banner',
] as const
export type AdPlacement = (typeof AD_PLACEMENTS)[number]

/**
 * `active` and `unsubscribed`, and `pending` (a deliberate extension): with confirmed opt-in on, a
 * new subscription waits for the link of its confirmation mail
 */
export const SUBSCRIPTION_STATUSES = ['active', 'unsubscribed', 'pending'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const LANGUAGES = ['gr', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** The 8 category colour presets; the first is the default. */
export const CATEGORY_COLORS = [
  { name: 'Red', value: '#dc2626' },
  { name: 'Blue', value: '#2563eb' },
  { name: 'Green', value: '#16a34a' },
  { name: 'Purple', value: '#7c3aed' },
  { name: 'Orange', value: '#ea580c' },
  { name: 'Pink', value: '#db2777' },
  { name: 'Cyan', value: '#0891b2' },
  { name: 'Amber', value: '#d97706' },
] as const
export type CategoryColor = (typeof CATEGORY_COLORS)[number]['value']

export const NEWSLETTER_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'failed'] as const
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number]

/** an issue composed by an editor, or the daily digest the site makes itself */
export const NEWSLETTER_KINDS = ['issue', 'digest'] as const
export type NewsletterKind = (typeof NEWSLETTER_KINDS)[number]

/**
 * One recipient's mail: `queued` until its turn; `handing` while it is handed to SMTP
 * (a crash then leaves its fate `unknown`, and it is never sent again); `sent`;
 * `failed` after a permanent failure or the last retry
 */
export const DELIVERY_STATUSES = ['queued', 'handing', 'sent', 'failed', 'unknown'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** Curated home-page lists kept in `curated_articles`. */
export const CURATED_LISTS = ['breaking_news', 'editors_pick'] as const
export type CuratedList = (typeof CURATED_LISTS)[number]

export const AD_PRIORITY_MIN = 1
export const AD_PRIORITY_MAX = 100

/** `'a', 'b'` for a CHECK … IN (…) clause; values are our own constants. */
export function sqlList(values: readonly string[]): string {
  return values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')
}
