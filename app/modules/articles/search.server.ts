import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { articles, categories } from '#db/schema/index.ts'
import { containsPattern, getDb, queryRows } from '#app/utils/db.server.ts'
import { readThrough } from '#app/utils/content-cache.server.ts'
import { findArticlesByIds, isVisibleToReaders, NEWEST_FIRST, type ArticleSummary } from './public-articles.server.ts'
import { articleIdsMatching, searchWords } from './search-index.server.ts'
import type { ArticleSort } from './search.schema.ts'

/**
 * Reader search over title, subtitle, excerpt and body in both languages,
 * insensitive to case, Greek accents and final sigma (newsroom_search_normalize):
 * every word typed must begin a word of the article. Answered from the GIN index on
 * articles.search_vector. Title matches rank first, then recency.
 */
export interface SearchOptions {
  search?: string
  categoryId?: number
  sort: ArticleSort
  language: 'gr' | 'en'
  limit: number
  offset: number
}

function order(sort: ArticleSort, language: 'gr' | 'en', terms: string[]): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(articles.publishedAt), asc(articles.id)]
    case 'popular':
      return [desc(articles.viewCount), desc(articles.publishedAt)]
    case 'alphabetical':
      return [
        language === 'gr'
          ? sql`lower(coalesce(nullif(${articles.titleGr}, ''), ${articles.title}))`
          : sql`lower(${articles.title})`,
        asc(articles.id),
      ]
    default: {
      if (terms.length === 0) return NEWEST_FIRST
      const inTitle = and(...terms.map((w) => sql`${articles.searchTitle} LIKE ${containsPattern(w)}`))
      return [sql`CASE WHEN ${inTitle} THEN 0 ELSE 1 END`, desc(articles.publishedAt), desc(articles.id)]
    }
  }
}

/** How old the view counts of a kept answer may be (the 'popular' order). */
const SEARCH_MAX_AGE_MS = 30_000

export type SearchResult = { articles: ArticleSummary[]; total: number }

/**
 * The answer for these filters. Answers are kept in memory until content changes
 * (content-cache.server.ts), per normalised words, so readers typing the same search in
 * any case or accents share one; a new search is answered from the word index.
 */
export function searchArticles(options: SearchOptions): Promise<SearchResult> {
  const terms = searchWords(options.search)
  const key = [
    'search',
    terms.join(' '),
    options.categoryId ?? '',
    options.sort,
    options.sort === 'alphabetical' ? options.language : '',
    options.limit,
    options.offset,
  ].join('|')
  return readThrough(key, SEARCH_MAX_AGE_MS, () => readSearch(options, terms))
}

async function readSearch(options: SearchOptions, terms: string[]): Promise<SearchResult> {
  const db = getDb()
  const conditions: (SQL | undefined)[] = [isVisibleToReaders()]
  if (options.categoryId) {
    conditions.push(
      or(
        eq(articles.categoryId, options.categoryId),
        inArray(
          articles.categoryId,
          db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, options.categoryId)),
        ),
      ),
    )
  }
  const where = and(...conditions)
  const orderBy = sql.join(order(options.sort, options.language, terms), sql`, `)

  if (terms.length === 0) {
    const [ids, [total]] = await Promise.all([
      db
        .select({ id: articles.id })
        .from(articles)
        .where(where)
        .orderBy(orderBy)
        .limit(options.limit)
        .offset(options.offset),
      db.select({ n: count() }).from(articles).where(where),
    ])
    return { articles: await findArticlesByIds(ids.map((r) => r.id)), total: total?.n ?? 0 }
  }

  // The word index first (newsroom_search_matches, migration 0011: a materialised set
  // of matches), then the other filters and the order on those rows only, with the
  // number of all matches alongside: one statement.
  const matched = sql`WITH matches AS MATERIALIZED (${articleIdsMatching(terms)})`
  const page = await queryRows<{ id: number; total: number }>(
    sql`${matched} SELECT ${articles.id} AS id, count(*) OVER ()::int AS total
      FROM ${articles} JOIN matches ON matches.id = ${articles.id}
      WHERE ${where} ORDER BY ${orderBy} LIMIT ${options.limit} OFFSET ${options.offset}`,
  )
  let total = Number(page[0]?.total ?? 0)
  if (page.length === 0 && options.offset > 0) {
    // past the last page: the count is asked on its own
    const [counted] = await queryRows<{ n: number }>(
      sql`${matched} SELECT count(*)::int AS n FROM ${articles} JOIN matches ON matches.id = ${articles.id} WHERE ${where}`,
    )
    total = Number(counted?.n ?? 0)
  }
  return { articles: await findArticlesByIds(page.map((r) => Number(r.id))), total }
}
