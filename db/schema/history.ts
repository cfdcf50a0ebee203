import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { ArticleStatus } from './enums.ts'
import { articles } from './articles.ts'
import { users } from './users.ts'

/**
 * An article's history. None of these tables is seen by readers except the
 * corrections, so only the corrections send the content-change notice (migration 0014):
 * a revision, an autosave or a presence beat never empties a cache.
 */

/**
 * One row per save of an article (create, update, status change, restore): every stored
 * field of both languages, its category and tags, as `snapshot` (the service's
 * ArticleSnapshot), with the names of the fields that changed since the revision before.
 */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** the article's version this revision made current */
    version: integer().notNull(),
    /** who saved; a deleted user's revisions stay, without a name */
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<ArticleStatus>().notNull(),
    title: text().notNull(),
    /** the stored fields whose value differs from the revision before (empty for the first) */
    changedFields: jsonb().$type<string[]>().notNull().default([]),
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    /** the revision a restore made current again, if this one is a restore */
    restoredFrom: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_revisions_article_idx').on(t.articleId, t.id.desc())],
)

/**
 * A staff user's unsaved changes to one article, kept every few seconds while the
 * editor is open; deleted once its content is saved, and after 30 days otherwise.
 */
export const articleAutosaves = pgTable(
  'article_autosaves',
  {
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the article's version the user was editing */
    baseVersion: integer().notNull(),
    /** the editor's form values */
    draft: jsonb().$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] }), index('article_autosaves_updated_idx').on(t.updatedAt)],
)

/**
 * Who has an article open right now, one row per open editor tab, renewed by the tab's
 * heartbeat; a row not renewed for a while has expired (the tab closed or lost its
 * connection). At most one tab per article is `editing`; the others are read-only.
 */
export const articlePresence = pgTable(
  'article_presence',
  {
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** a random id the tab chose for itself */
    tabId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    editing: boolean().notNull().default(false),
    /** when this tab opened the article (or became its editor) */
    since: timestamp({ withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** the user who took the editing over from this tab, told to it at its next beat */
    takenOverBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.tabId] }),
    index('article_presence_seen_idx').on(t.seenAt),
    check('article_presence_tab_id_format', sql`${t.tabId} ~ '^[A-Za-z0-9_-]{8,64}$'`),
  ],
)

/** A dated correction note on a published article, shown to readers at its foot. */
export const articleCorrections = pgTable(
  'article_corrections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    textGr: text(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('article_corrections_article_idx').on(t.articleId, t.createdAt),
    check('article_corrections_text_not_blank', sql`length(trim(${t.text})) > 0`),
  ],
)
