import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { articles, articleTags, mediaItems } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readThrough } from '#server/runtime/public.server.ts'
import { isSlug } from '#app/utils/slug.ts'
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
 * At most four published articles near the article at `slug`, never itself: those
 * sharing the most tags first (the same category, then the newest, first among equals),
 * then the newest of its category. Both reads name the article by its address, so they
 * go to the database together with the article's own (the page waits for one round
 * trip, not three, while editors' saves keep the embedded database busy); each runs on
 * indexes (article_tags' key and tag index; articles_category_published_idx), and the
 * answer is kept in the read cache until content changes.
 */
export function findRelatedArticles(slug: string): Promise<RelatedArticle[]> {
  if (!isSlug(slug)) return Promise.resolve([])
  return readThrough(`related:${slug}`, LIST_MAX_AGE_MS, () => readRelatedArticles(slug))
}

async function readRelatedArticles(slug: string): Promise<RelatedArticle[]> {
  const self = alias(articles, 'self')
  const selfId = getDb().select({ id: self.id }).from(self).where(eq(self.slug, slug))
  const selfCategory = getDb().select({ categoryId: self.categoryId }).from(self).where(eq(self.slug, slug))
  const mine = alias(articleTags, 'mine')
  const shared = getDb()
    .select({ articleId: articleTags.articleId, shared: count().as('shared') })
    .from(mine)
    .innerJoin(articleTags, eq(articleTags.tagId, mine.tagId))
    .where(and(inArray(mine.articleId, selfId), notInArray(articleTags.articleId, selfId)))
    .groupBy(articleTags.articleId)
    .as('shared')
  const [byTags, byCategory] = await Promise.all([
    getDb()
      .select(relatedColumns)
      .from(shared)
      .innerJoin(articles, eq(articles.id, shared.articleId))
      .leftJoin(mediaItems, featuredPictureJoin)
      .where(isVisibleToReaders())
      .orderBy(desc(shared.shared), sql`(${articles.categoryId} = ${selfCategory}) desc`, ...NEWEST_FIRST)
      .limit(RELATED_LIMIT),
    // enough of the category's newest to fill the list whatever the tags found
    getDb()
      .select(relatedColumns)
      .from(articles)
      .leftJoin(mediaItems, featuredPictureJoin)
      .where(and(eq(articles.categoryId, selfCategory), isVisibleToReaders(), notInArray(articles.id, selfId)))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(RELATED_LIMIT * 2),
  ])
  const taken = new Set(byTags.map((row) => row.id))
  const more = byCategory.filter((row) => !taken.has(row.id)).slice(0, RELATED_LIMIT - byTags.length)
  return [...byTags, ...more].map(toRelated)
}
