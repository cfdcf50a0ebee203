import { and, desc, eq, gt, gte, inArray, lte, or, sql, type Column, type SQL } from 'drizzle-orm'
import { articleDailyViews, articles, categories, mediaItems, users } from '#db/schema/index.ts'
import { addDays, siteDay } from '#app/utils/dates.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readThrough } from '#server/runtime/public.server.ts'
import { featuredImageWidthsOf, featuredPictureColumns, featuredPictureJoin } from './featured-picture.server.ts'

/**
 * Reads below are kept in memory until content changes (see content-cache.server.ts);
 * these ages bound how old their view counts may be.
 */
export const LIST_MAX_AGE_MS = 30_000
const TRENDING_MAX_AGE_MS = 60_000

/** What readers see of an article in lists. Authors: names and nickname only. */
export interface ArticleSummary {
  id: number
  slug: string
  title: string
  titleGr: string | null
  subtitle: string | null
  subtitleGr: string | null
  excerpt: string | null
  excerptGr: string | null
  featuredImageUrl: string | null
  /** the widths it can be fetched at, for its `srcset` (pictureWidths); empty: only as it is */
  featuredImageWidths: number[]
  isFeatured: boolean
  publishedAt: string
  viewCount: number
  /** views today (site time zone) */
  dailyViews: number
  category: { id: number; slug: string; name: string; nameEn: string | null; color: string }
  author: { firstName: string; lastName: string; nickname: string | null } | null
}

/**
 * Newest first, in the exact order of the articles_published_idx index (DESC NULLS
 * LAST), so a page of the latest reads a few index entries instead of sorting all.
 */
export const NEWEST_FIRST = [sql`${articles.publishedAt} desc nulls last`, sql`${articles.id} desc nulls last`]

/** Published and due: scheduled articles (future publishedAt) stay hidden until their time. */
export function isVisibleToReaders() {
  return and(eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`))
}

const summaryColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  titleGr: articles.titleGr,
  subtitle: articles.subtitle,
  subtitleGr: articles.subtitleGr,
  excerpt: articles.excerpt,
  excerptGr: articles.excerptGr,
  featuredImageUrl: articles.featuredImageUrl,
  ...featuredPictureColumns,
  isFeatured: articles.isFeatured,
  publishedAt: articles.publishedAt,
  viewCount: articles.viewCount,
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryName: categories.name,
  categoryNameEn: categories.nameEn,
  categoryColor: categories.color,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorNickname: users.nickname,
  dailyViews:
    sql<number>`coalesce((select v.views from article_daily_views v where v.article_id = ${articles.id} and v.day = ${sql.placeholder('today')}), 0)`.mapWith(
      Number,
    ),
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number]

export function toSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id!,
    slug: row.slug!,
    title: row.title!,
    titleGr: row.titleGr,
    subtitle: row.subtitle,
    subtitleGr: row.subtitleGr,
    excerpt: row.excerpt,
    excerptGr: row.excerptGr,
    featuredImageUrl: row.featuredImageUrl,
    featuredImageWidths: featuredImageWidthsOf(row),
    isFeatured: row.isFeatured ?? false,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    viewCount: row.viewCount ?? 0,
    dailyViews: row.dailyViews ?? 0,
    category: {
      id: row.categoryId!,
      slug: row.categorySlug!,
      name: row.categoryName!,
      nameEn: row.categoryNameEn,
      color: row.categoryColor!,
    },
    author:
      row.authorFirstName !== null
        ? { firstName: row.authorFirstName, lastName: row.authorLastName ?? '', nickname: row.authorNickname }
        : null,
  }
}

/**
 * Summaries of the articles `where` finds. `extra` columns come along in each row, beside
 * the summary's (the article page's, public-article-page.server.ts, which types them).
 */
export function selectSummaries(
  where: SQL | undefined,
  options: { includeUnpublished?: boolean; extra?: Record<string, SQL | Column | Record<string, Column>> } = {},
) {
  return getDb()
    .select({ ...summaryColumns, ...options.extra } as typeof summaryColumns)
    .from(articles)
    .innerJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(users, eq(users.id, articles.authorId))
    .leftJoin(mediaItems, featuredPictureJoin)
    .where(options.includeUnpublished ? where : and(isVisibleToReaders(), where))
    .$dynamic()
}

async function run(query: ReturnType<typeof selectSummaries>): Promise<ArticleSummary[]> {
  const rows = await query.execute({ today: siteDay() })
  return rows.map(toSummary)
}

/** The newest published articles. */
export function findLatestArticles(options: { limit: number; offset?: number }): Promise<ArticleSummary[]> {
  const offset = options.offset ?? 0
  return readThrough(`latest:${options.limit}:${offset}`, LIST_MAX_AGE_MS, () =>
    run(
      selectSummaries(undefined)
        .orderBy(...NEWEST_FIRST)
        .limit(options.limit)
        .offset(offset),
    ),
  )
}

/** Published articles marked as featured, newest first. */
export function findFeaturedArticles(limit = 12): Promise<ArticleSummary[]> {
  return readThrough(`featured:${limit}`, LIST_MAX_AGE_MS, () =>
    run(selectSummaries(eq(articles.isFeatured, true)).orderBy(desc(articles.publishedAt)).limit(limit)),
  )
}

/** Published articles in this order (curated lists); unknown or hidden ids are skipped. */
export async function findArticlesByIds(ids: number[]): Promise<ArticleSummary[]> {
  if (ids.length === 0) return []
  const found = await readThrough(`ids:${ids.join(',')}`, LIST_MAX_AGE_MS, () =>
    run(selectSummaries(inArray(articles.id, ids))),
  )
  return ids.flatMap((id) => found.filter((a) => a.id === id))
}

/**
 * Trending: the most viewed published articles of the last 24 hours (today and
 * yesterday in the site's time zone), else of the last 7 days.
 */
export function findTrendingArticles(limit = 8): Promise<ArticleSummary[]> {
  return readThrough(`trending:${limit}`, TRENDING_MAX_AGE_MS, () => readTrendingArticles(limit))
}

async function readTrendingArticles(limit: number): Promise<ArticleSummary[]> {
  const today = siteDay()
  for (const days of [1, 6]) {
    const recent = getDb()
      .select({
        articleId: articleDailyViews.articleId,
        views: sql<number>`sum(${articleDailyViews.views})`.as('views'),
      })
      .from(articleDailyViews)
      .where(gte(articleDailyViews.day, addDays(today, -days)))
      .groupBy(articleDailyViews.articleId)
      .as('recent')
    const rows = await selectSummaries(undefined)
      .innerJoin(recent, eq(recent.articleId, articles.id))
      .orderBy(desc(recent.views), desc(articles.publishedAt))
      .limit(limit)
      .execute({ today })
    if (rows.length > 0) return rows.map(toSummary)
  }
  return []
}

/** The articles of a category; a top-level one includes its sub-categories'. */
export function findCategoryArticles(
  categoryId: number,
  options: { limit: number; offset?: number },
): Promise<ArticleSummary[]> {
  const offset = options.offset ?? 0
  return readThrough(`category:${categoryId}:${options.limit}:${offset}`, LIST_MAX_AGE_MS, () =>
    readCategoryArticles(categoryId, options.limit, offset),
  )
}

function readCategoryArticles(categoryId: number, limit: number, offset: number): Promise<ArticleSummary[]> {
  const inCategory = or(
    eq(articles.categoryId, categoryId),
    inArray(
      articles.categoryId,
      getDb().select({ id: categories.id }).from(categories).where(eq(categories.parentId, categoryId)),
    ),
  )
  return run(
    selectSummaries(inCategory)
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset(offset),
  )
}

/** When the next scheduled article goes live (epoch ms), or null when none is waiting. */
export async function findNextScheduledPublication(): Promise<number | null> {
  const [row] = await getDb()
    .select({ at: sql<Date | string | null>`min(${articles.publishedAt})` })
    .from(articles)
    .where(and(eq(articles.status, 'published'), gt(articles.publishedAt, sql`now()`)))
  return row?.at ? new Date(row.at).getTime() : null
}
