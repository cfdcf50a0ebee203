import { inArray } from 'drizzle-orm'
import { categories } from '#db/schema/index.ts'
import type { ArticleStatus } from '#db/schema/enums.ts'
import { getDb } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { addressesShowingArticle } from '#server/runtime/public.server.ts'
import { cdnPurgeConfigured, purgeFromCdn } from '#server/runtime/public.server.ts'

/** What decides where readers see an article. */
export interface ArticlePlace {
  slug: string
  status: ArticleStatus
  publishedAt: Date | null
  categoryId: number
}

/**
 * An article counts as shown before a write a minute ahead of its time, so one whose
 * time a database clock slightly ahead of ours has already reached is purged too.
 */
const CLOCK_MARGIN_MS = 60_000

function shown(article: ArticlePlace, aheadMs: number, now: number): boolean {
  return (
    article.status === 'published' && article.publishedAt !== null && article.publishedAt.getTime() <= now + aheadMs
  )
}

/**
 * The slugs whose addresses a write took the article off (`after` null: deleted):
 * unpublished, deleted, moved back into the future, or moved to another slug (the old
 * one, and the new one, where a CDN may keep a "not found"). None for an article
 * readers could not see, or that they still see at the same address.
 */
export function slugsLeft(before: ArticlePlace, after: ArticlePlace | null, now = Date.now()): string[] {
  if (!shown(before, CLOCK_MARGIN_MS, now)) return []
  if (after === null || !shown(after, 0, now)) return [before.slug]
  return after.slug === before.slug ? [] : [before.slug, after.slug]
}

/**
 * After the commit of an article's write: the CDN forgets every address the write took
 * it off. Returns at once; nothing here can fail or delay the write.
 */
export function purgeArticleFromCdn(before: ArticlePlace, after: ArticlePlace | null): void {
  if (!cdnPurgeConfigured()) return
  const slugs = slugsLeft(before, after)
  if (slugs.length === 0) return
  const categoryIds = [...new Set([before.categoryId, after?.categoryId ?? before.categoryId])]
  categoryPagesOf(categoryIds)
    .then((categorySlugs) => purgeFromCdn(addressesShowingArticle({ slugs, categorySlugs })))
    .catch((error: unknown) => logger.warn({ err: error, slugs }, 'Could not list the addresses to purge from the CDN'))
}

/** The slugs of these categories and of their parents, whose pages list them too. */
async function categoryPagesOf(ids: number[]): Promise<string[]> {
  const db = getDb()
  const rows = await db
    .select({ slug: categories.slug, parentId: categories.parentId })
    .from(categories)
    .where(inArray(categories.id, ids))
  const parentIds = rows.flatMap((row) => (row.parentId === null ? [] : [row.parentId]))
  const parents = parentIds.length
    ? await db.select({ slug: categories.slug }).from(categories).where(inArray(categories.id, parentIds))
    : []
  return [...rows, ...parents].map((row) => row.slug)
}
