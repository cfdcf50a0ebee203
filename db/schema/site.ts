import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import {
  AD_PLACEMENTS,
  AD_PRIORITY_MAX,
  AD_PRIORITY_MIN,
  AD_STATUSES,
  SUBSCRIPTION_STATUSES,
  sqlList,
  type AdPlacement,
  type AdStatus,
  type SubscriptionStatus,
} from './enums.ts'
import { users } from './users.ts'

export interface SocialLinks {
  facebook: string
  twitter: string
  instagram: string
  youtube: string
}

/** One row (id = 1). The curated lists live in `curated_articles`. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer().primaryKey().default(1),
    siteName: text().notNull().default(''),
    siteDescription: text().notNull().default(''),
    contactEmail: text().notNull().default(''),
    socialLinks: jsonb()
      .$type<SocialLinks>()
      .notNull()
      .default({ facebook: '', twitter: '', instagram: '', youtube: '' }),
    privacyPolicy: text().notNull().default(''),
    termsOfUse: text().notNull().default(''),
    /** optional English versions of the two legal texts; English readers fall back to the Greek */
    privacyPolicyEn: text().notNull().default(''),
    termsOfUseEn: text().notNull().default(''),
    /** the daily digest: on or off, and its hour in Athens time (0–23) */
    newsletterDigestEnabled: boolean().notNull().default(false),
    newsletterDigestHour: integer().notNull().default(8),
    /** confirmed opt-in: a new subscription stays pending until its confirmation link is followed */
    newsletterConfirmedOptIn: boolean().notNull().default(false),
    /** where subscribers' replies go (the Reply-To of newsletters); empty for none */
    newsletterReplyTo: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('site_settings_single_row', sql`${t.id} = 1`),
    check('site_settings_digest_hour', sql`${t.newsletterDigestHour} BETWEEN 0 AND 23`),
  ],
)

export const advertisements = pgTable(
  'advertisements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text(),
    imageUrl: text(),
    linkUrl: text(),
    htmlContent: text(),
    placement: text().$type<AdPlacement>().notNull(),
    status: text().$type<AdStatus>().notNull().default('active'),
    /** day-only, inclusive, in the site time zone */
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    priority: integer().notNull().default(1),
    isGlobalEnabled: boolean().notNull().default(true),
    clickCount: integer().notNull().default(0),
    impressionCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('advertisements_placement_check', sql.raw(`placement IN (${sqlList(AD_PLACEMENTS)})`)),
    check('advertisements_status_check', sql.raw(`status IN (${sqlList(AD_STATUSES)})`)),
    check('advertisements_priority_check', sql.raw(`priority BETWEEN ${AD_PRIORITY_MIN} AND ${AD_PRIORITY_MAX}`)),
    check(
      'advertisements_dates_check',
      sql`${t.endDate} IS NULL OR ${t.startDate} IS NULL OR ${t.endDate} >= ${t.startDate}`,
    ),
    check('advertisements_counts_check', sql`${t.clickCount} >= 0 AND ${t.impressionCount} >= 0`),
    index('advertisements_serving_idx').on(t.placement, t.priority.desc()),
    index('advertisements_created_idx').on(t.createdAt.desc()),
  ],
)

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    status: text().$type<SubscriptionStatus>().notNull().default('active'),
    language: text().notNull().default('gr'),
    subscribedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    /** the proof of consent: the page the form was on, the wording it showed, and when */
    consentPage: text(),
    consentWording: text(),
    consentAt: timestamp({ withTimezone: true }),
    /** when the confirmation link was followed (confirmed opt-in) */
    confirmedAt: timestamp({ withTimezone: true }),
    /** permanent delivery failures in a row; three suppress the address */
    failureStreak: integer().notNull().default(0),
    /** no mail goes to a suppressed address (bounces, complaints) */
    suppressedAt: timestamp({ withTimezone: true }),
    suppressionReason: text(),
  },
  (t) => [
    uniqueIndex('subscriptions_email_lower_unique').on(sql`lower(${t.email})`),
    index('subscriptions_status_idx').on(t.status, t.subscribedAt.desc()),
    index('subscriptions_subscribed_idx').on(t.subscribedAt.desc()),
    check('subscriptions_status_check', sql.raw(`status IN (${sqlList(SUBSCRIPTION_STATUSES)})`)),
  ],
)

/** Every uploaded file, as the media library lists it. */
export const mediaItems = pgTable(
  'media_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** e.g. /objects/uploads/<id> */
    objectPath: text().notNull(),
    fileName: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    altText: text(),
    caption: text(),
    /** photographer or agency, offered with alt text and caption when the file is chosen */
    credit: text(),
    /** WebP renditions: width → object path */
    variants: jsonb().$type<Record<string, string>>().notNull().default({}),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_items_object_path_unique').on(t.objectPath),
    index('media_items_created_idx').on(t.createdAt.desc()),
    index('media_items_type_idx').on(t.mimeType, t.createdAt.desc()),
    check('media_items_size_check', sql`${t.size} >= 0`),
  ],
)

/** Small key/value facts about this installation (e.g. when the demo content was loaded). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * Upload addresses handed out by POST /api/objects/upload: one new object key each,
 * valid 15 minutes, usable once (completedAt), for the user who asked.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    objectKey: text().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    maxSize: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    contentType: text(),
    size: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pending_uploads_expires_idx').on(t.expiresAt),
    check('pending_uploads_size_check', sql`${t.maxSize} > 0`),
  ],
)

/**
 * "Counted already" marks that keep reload loops from inflating views, ad
 * impressions and clicks: one row per visitor, thing and time bucket, removed
 * once expired.
 */
export const eventMarks = pgTable(
  'event_marks',
  {
    key: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('event_marks_expires_idx').on(t.expiresAt)],
)
