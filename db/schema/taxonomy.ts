import { sql } from 'drizzle-orm'
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { CATEGORY_COLORS, sqlList } from './enums.ts'

export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    /** Greek name (the default) */
    name: text().notNull(),
    nameEn: text(),
    nameGr: text(),
    description: text(),
    descriptionEn: text(),
    color: text().notNull().default(CATEGORY_COLORS[0].value),
    /** one level of nesting (enforced by the service); a parent with sub-categories cannot be deleted */
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    index('categories_order_idx').on(t.sortOrder, t.name),
    check('categories_color_check', sql.raw(`color IN (${sqlList(CATEGORY_COLORS.map((c) => c.value))})`)),
    check('categories_not_own_parent', sql`${t.parentId} IS NULL OR ${t.parentId} <> ${t.id}`),
    check('categories_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
)

export const tags = pgTable(
  'tags',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tags_name_lower_unique').on(sql`lower(${t.name})`),
    check('tags_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
)
