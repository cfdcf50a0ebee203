import { and, eq, sql } from 'drizzle-orm'
import { articleDailyViews, articles } from '#db/schema/index.ts'
import { siteDay } from '#app/utils/dates.ts'
import { getDb } from '#app/utils/db.server.ts'
import { isVisibleToReaders } from './public-articles.server.ts'
import { isSlug } from '#app/utils/slug.ts'
import { firstInWindow } from '#app/utils/event-marks.server.ts'

export const VIEW_WINDOW_MS = 60 * 60 * 1000

/**
 * Count a reader's view of a published article: per article per day (site time
 * zone), at most once an hour per visitor. Returns whether it counted.
 */
export async function recordArticleView(slug: string, visitor: string): Promise<boolean> {
  if (!isSlug(slug)) return false
  const [article] = await getDb()
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), isVisibleToReaders()))
  if (!article) return false
  if (!(await firstInWindow(`view:${article.id}`, visitor, VIEW_WINDOW_MS))) return false
  await getDb()
    .insert(articleDailyViews)
    .values({ articleId: article.id, day: siteDay(), views: 1 })
    .onConflictDoUpdate({
      target: [articleDailyViews.articleId, articleDailyViews.day],
      set: { views: sql`${articleDailyViews.views} + 1` },
    })
  await getDb()
    .update(articles)
    .set({ viewCount: sql`${articles.viewCount} + 1` })
    .where(eq(articles.id, article.id))
  return true
}
