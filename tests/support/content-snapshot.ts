import { sql } from 'drizzle-orm'
import {
  advertisements,
  articleTags,
  curatedArticles,
  mediaItems,
  newsletters,
  subscriptions,
  tags,
} from '#db/schema/index.ts'
import { getDb, queryRows } from '#app/utils/db.server.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from './staff.ts'

/**
 * One row of every kind, each with id 1 (the test setup restarts the identities), so a
 * malformed id that a lax parser reads as 1 ("0x1", "1e0", " 1") would hit a real row.
 */
export async function seedOneOfEach() {
  const user = await createStaffUser({ role: 'contributor', email: 'writer@example.com' })
  const admin = await createStaffUser({ role: 'super_admin', email: 'chief@example.com' })
  const category = await createCategory({ slug: 'politiki', name: 'Πολιτική' })
  const article = await createArticle({ categoryId: category.id, authorId: user.id, slug: 'first-article' })
  const db = getDb()
  const [tag] = await db.insert(tags).values({ name: 'Βουλή', slug: 'vouli' }).returning()
  await db.insert(articleTags).values({ articleId: article.id, tagId: tag!.id })
  await db.insert(curatedArticles).values({ list: 'breaking_news', articleId: article.id, position: 0 })
  const [ad] = await db
    .insert(advertisements)
    .values({ title: 'Διαφήμιση', placement: 'header_top', linkUrl: 'https://advertiser.example/', priority: 5 })
    .returning()
  const [subscription] = await db.insert(subscriptions).values({ email: 'reader@example.com' }).returning()
  const [media] = await db
    .insert(mediaItems)
    .values({ objectPath: '/objects/uploads/photo', fileName: 'photo.jpg', mimeType: 'image/jpeg', size: 10 })
    .returning()
  const [newsletter] = await db
    .insert(newsletters)
    .values({ subject: 'Η εβδομάδα', intro: 'Καλημέρα', articleIds: [article.id] })
    .returning()
  const ids = [user.id, category.id, article.id, tag!.id, ad!.id, subscription!.id, media!.id, newsletter!.id]
  if (ids.some((id) => id !== 1)) throw new Error(`seedOneOfEach expects empty tables (ids ${ids.join(', ')})`)
  return { adminId: admin.id, cookie: await sessionCookieFor(admin.id) }
}

const CONTENT_TABLES = [
  'articles',
  'article_tags',
  'article_slug_redirects',
  'article_daily_views',
  'article_corrections',
  'curated_articles',
  'categories',
  'tags',
  'users',
  'advertisements',
  'subscriptions',
  'media_items',
  'newsletters',
  'site_settings',
  'pending_uploads',
  'event_marks',
  'sign_in_codes',
  'rate_limits',
]

/** Every content row, for "nothing changed" (a user's last-active time moves with each request). */
export async function contentSnapshot(): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {}
  for (const table of CONTENT_TABLES) {
    const rows = await queryRows(sql.raw(`SELECT * FROM "${table}" ORDER BY 1, 2`))
    snapshot[table] = rows.map(({ last_active_at: _lastActive, ...row }) => row)
  }
  return snapshot
}
