import { desc, sql } from 'drizzle-orm'
import { articleCorrections, articles } from '#db/schema/index.ts'
import { readThrough } from '#server/runtime/public.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { lastModifiedAt } from '../article-rules.ts'
import { isVisibleToReaders, LIST_MAX_AGE_MS } from './public-articles.server.ts'

/** Every published article's address and last change (lastModifiedAt: an edit or a correction), newest first (sitemaps). */
export function listSitemapArticles(limit: number): Promise<{ slug: string; updatedAt: string }[]> {
  return readThrough(`sitemap:${limit}`, LIST_MAX_AGE_MS, () => readSitemapArticles(limit))
}

async function readSitemapArticles(limit: number): Promise<{ slug: string; updatedAt: string }[]> {
  // "articles"."id" by hand: Drizzle writes a select list's columns unqualified, and a bare
  // "id" here would name the correction's own id
  const lastCorrectionAt = sql`(select max(c.created_at) from article_corrections c where c.article_id = "articles"."id")`
  const rows = await getDb()
    .select({
      slug: articles.slug,
      updatedAt: articles.updatedAt,
      publishedAt: articles.publishedAt,
      lastCorrectionAt: lastCorrectionAt.mapWith(articleCorrections.createdAt),
    })
    .from(articles)
    .where(isVisibleToReaders())
    .orderBy(desc(articles.publishedAt))
    .limit(limit)
  // an article scheduled earlier shows from its publish time, even if edited before it
  return rows.map(({ slug, publishedAt, updatedAt, lastCorrectionAt }) => ({
    slug,
    updatedAt: lastModifiedAt({ publishedAt: publishedAt!, updatedAt, lastCorrectionAt }),
  }))
}
