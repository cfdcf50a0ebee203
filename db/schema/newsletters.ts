import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import {
  DELIVERY_STATUSES,
  NEWSLETTER_KINDS,
  NEWSLETTER_STATUSES,
  sqlList,
  type DeliveryStatus,
  type Language,
  type NewsletterKind,
  type NewsletterStatus,
} from './enums.ts'
import { users } from './users.ts'

/**
 * Newsletter issues: the subject and intro (main text and Greek variant, as articles
 * have) and the chosen articles, in order. The counts are kept with the deliveries.
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().$type<NewsletterKind>().notNull().default('issue'),
    subject: text().notNull(),
    subjectGr: text(),
    intro: text().notNull().default(''),
    introGr: text(),
    articleIds: jsonb().$type<number[]>().notNull().default([]),
    status: text().$type<NewsletterStatus>().notNull().default('draft'),
    scheduledAt: timestamp({ withTimezone: true }),
    /** when sending began (the recipients were fixed) and when the last mail was settled */
    startedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    recipients: integer().notNull().default(0),
    sent: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    /** handed to SMTP when the process stopped, not recorded: never sent again */
    unknown: integer().notNull().default(0),
    /**
     * the sender of the current batch and until when it holds the send (renewed with
     * every mail): one process sends an issue at a time, and a sender that stopped
     * is taken over once its hold has run out
     */
    sendLeaseOwner: text(),
    sendLeaseUntil: timestamp({ withTimezone: true }),
    /** the Athens day a digest covers: one digest a day */
    digestDate: date({ mode: 'string' }),
    /** a deleted user's issues stay */
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('newsletters_status_check', sql.raw(`status IN (${sqlList(NEWSLETTER_STATUSES)})`)),
    check('newsletters_kind_check', sql.raw(`kind IN (${sqlList(NEWSLETTER_KINDS)})`)),
    check('newsletters_subject_not_blank', sql`length(trim(${t.subject})) > 0`),
    check(
      'newsletters_counts_check',
      sql`${t.recipients} >= 0 AND ${t.sent} >= 0 AND ${t.failed} >= 0 AND ${t.unknown} >= 0`,
    ),
    uniqueIndex('newsletters_digest_date_unique').on(t.digestDate),
    index('newsletters_created_idx').on(t.createdAt.desc()),
    index('newsletters_due_idx').on(t.status, t.scheduledAt),
  ],
)

/**
 * One row per recipient of an issue, made when sending begins: who gets it (the address
 * and language at that moment, so a later unsubscribe or deletion does not change the
 * record) and what happened to the mail.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    newsletterId: integer()
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    /** no foreign key: the record outlives a deleted subscription */
    subscriptionId: integer().notNull(),
    email: text().notNull(),
    language: text().$type<Language>().notNull(),
    status: text().$type<DeliveryStatus>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    /** a temporary failure waits until then */
    nextAttemptAt: timestamp({ withTimezone: true }),
    lastError: text(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_recipient_unique').on(t.newsletterId, t.subscriptionId),
    index('newsletter_deliveries_status_idx').on(t.newsletterId, t.status),
    check('newsletter_deliveries_status_check', sql.raw(`status IN (${sqlList(DELIVERY_STATUSES)})`)),
  ],
)
