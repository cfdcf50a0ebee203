import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { articles, categories } from '#db/schema/index.ts'
import { getDb, queryRows } from '#app/utils/db.server.ts'
import { readThrough } from '#server/runtime/public.server.ts'
import {
  findArticlesByIds,
  isVisibleToReaders,
  NEWEST_FIRST,
  type ArticleSummary,
} from '../pages/public-articles.server.ts'
import { articlesFound, searchWords } from './search-index.server.ts'
import { suggestSearch } from './search-suggestion.server.ts'
import type { ArticleSort } from './search.schema.ts'

/**
 * Reader search over title, subtitle, excerpt and body in both languages,
 * insensitive to case, Greek accents and final sigma (newsroom_search_normalize):
 * every word typed must begin a word of the article, share a Greek or English stem
 * with one, or, in Latin letters, read as one of its Greek words (Greeklish; ADR 008).
 * Answered from the GIN index on articles.search_vector. Title matches rank first,
 * then recency.
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
      // in_title: a column of the matches (articlesFound)
      return [sql`CASE WHEN in_title THEN 0 ELSE 1 END`, desc(articles.publishedAt), desc(articles.id)]
    }
  }
}

/** How old the view counts of a cached answer may be (the 'popular' order). */
const SEARCH_MAX_AGE_MS = 30_000

/**
 * `suggestion`: when nothing matches, the search with its unknown words replaced by
 * the nearest words of the articles that do find published ones ("Did you mean …");
 * else null. An addition to the answer, whose other fields stay as they were.
 */
export type SearchResult = { articles: ArticleSummary[]; total: number; suggestion: string | null }

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
  return readThrough(key, SEARCH_MAX_AGE_MS, async () => {
    const found = await readSearch(options, terms)
    const suggestion = found.total === 0 && terms.length > 0 ? await suggestSearch(options.search ?? '') : null
    return { ...found, suggestion }
  })
}

async function readSearch(options: SearchOptions, terms: string[]): Promise<Omit<SearchResult, 'suggestion'>> {
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

  // The word index first, in one pass with the columns the filters and the order read
  // (newsroom_search_found, migration 0013), then those on the matches only, with the
  // number of all matches alongside: one statement.
  const found = articlesFound(terms)
  const page = await queryRows<{ id: number; total: number }>(
    sql`SELECT ${articles.id} AS id, count(*) OVER ()::int AS total FROM ${found}
      WHERE ${where} ORDER BY ${orderBy} LIMIT ${options.limit} OFFSET ${options.offset}`,
  )
  let total = Number(page[0]?.total ?? 0)
  if (page.length === 0 && options.offset > 0) {
    // past the last page: the count is asked on its own
    const [counted] = await queryRows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${found} WHERE ${where}`)
    total = Number(counted?.n ?? 0)
  }
  return { articles: await findArticlesByIds(page.map((r) => Number(r.id))), total }
}
