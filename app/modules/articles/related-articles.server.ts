import { and, count, desc, eq, ne, notInArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { articles, articleTags, mediaItems } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readThrough } from '#app/utils/content-cache.server.ts'
import { isVisibleToReaders, LIST_MAX_AGE_MS, NEWEST_FIRST } from './public-articles.server.ts'
import { featuredImageWidthsOf, featuredPictureColumns, featuredPictureJoin } from './featured-picture.server.ts'

export const RELATED_LIMIT = 4

/** What the article page's "Related articles" shows of one article. */
export interface RelatedArticle {
  id: number
  slug: string
  title: string
  titleGr: string | null
  featuredImageUrl: string | null
  /** for its `srcset` (pictureWidths) */
  featuredImageWidths: number[]
  publishedAt: string
}

const relatedColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  titleGr: articles.titleGr,
  featuredImageUrl: articles.featuredImageUrl,
  ...featuredPictureColumns,
  publishedAt: articles.publishedAt,
}

type RelatedRow = { [K in keyof typeof relatedColumns]: (typeof relatedColumns)[K]['_']['data'] | null }

function toRelated(row: RelatedRow): RelatedArticle {
  return {
    id: row.id!,
    slug: row.slug!,
    title: row.title!,
    titleGr: row.titleGr,
    featuredImageUrl: row.featuredImageUrl,
    featuredImageWidths: featuredImageWidthsOf(row),
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  }
}

/**
 * At most four published articles near this one, never itself: those sharing the most
 * tags first (the same category, then the newest, first among equals), then the newest
 * of its category. Two reads on indexes (article_tags' key and tag index; then
 * articles_category_published_idx), kept in the read cache until content changes.
 */
export function findRelatedArticles(article: { id: number; category: { id: number } }): Promise<RelatedArticle[]> {
  return readThrough(`related:${article.id}:${article.category.id}`, LIST_MAX_AGE_MS, () =>
    readRelatedArticles(article.id, article.category.id),
  )
}

async function readRelatedArticles(articleId: number, categoryId: number): Promise<RelatedArticle[]> {
  const mine = alias(articleTags, 'mine')
  const shared = getDb()
    .select({ articleId: articleTags.articleId, shared: count().as('shared') })
    .from(mine)
    .innerJoin(articleTags, eq(articleTags.tagId, mine.tagId))
    .where(and(eq(mine.articleId, articleId), ne(articleTags.articleId, articleId)))
    .groupBy(articleTags.articleId)
    .as('shared')
  const byTags = await getDb()
    .select(relatedColumns)
    .from(shared)
    .innerJoin(articles, eq(articles.id, shared.articleId))
    .leftJoin(mediaItems, featuredPictureJoin)
    .where(isVisibleToReaders())
    .orderBy(desc(shared.shared), sql`(${articles.categoryId} = ${categoryId}) desc`, ...NEWEST_FIRST)
    .limit(RELATED_LIMIT)
  if (byTags.length >= RELATED_LIMIT) return byTags.map(toRelated)
  const byCategory = await getDb()
    .select(relatedColumns)
    .from(articles)
    .leftJoin(mediaItems, featuredPictureJoin)
    .where(
      and(
        eq(articles.categoryId, categoryId),
        isVisibleToReaders(),
        notInArray(articles.id, [articleId, ...byTags.map((row) => row.id)]),
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(RELATED_LIMIT - byTags.length)
  return [...byTags, ...byCategory].map(toRelated)
}
