import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { articles, categories } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { findArticlesByIds, isVisibleToReaders, type ArticleSummary } from './public-articles.server.ts'
import type { ArticleSort } from './search.schema.ts'

/**
 * Reader search over title, subtitle, excerpt and body in both languages,
 * insensitive to case, Greek accents and final sigma (newsroom_search_normalize),
 * answered from the trigram index on articles.search_text. Title matches rank first,
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

function words(search: string | undefined): string[] {
  return (search ?? '')
    .split(/\s+/)
    .map((w) => w.trim())
    .filter((w) => w.length > 0)
    .slice(0, 8)
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`)

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
      if (terms.length === 0) return [desc(articles.publishedAt), desc(articles.id)]
      const inTitle = and(
        ...terms.map(
          (w) => sql`${articles.searchTitle} LIKE '%' || newsroom_search_normalize(${escapeLike(w)}) || '%'`,
        ),
      )
      return [sql`CASE WHEN ${inTitle} THEN 0 ELSE 1 END`, desc(articles.publishedAt), desc(articles.id)]
    }
  }
}

export async function searchArticles(options: SearchOptions): Promise<{ articles: ArticleSummary[]; total: number }> {
  const db = getDb()
  const terms = words(options.search)
  const conditions: (SQL | undefined)[] = [isVisibleToReaders()]
  for (const w of terms) {
    conditions.push(sql`${articles.searchText} LIKE '%' || newsroom_search_normalize(${escapeLike(w)}) || '%'`)
  }
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
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: articles.id })
      .from(articles)
      .where(where)
      .orderBy(...order(options.sort, options.language, terms))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(articles).where(where),
  ])
  return { articles: await findArticlesByIds(ids.map((r) => r.id)), total: total?.n ?? 0 }
}
