import { sql, type SQL } from 'drizzle-orm'
import { articles } from '#db/schema/index.ts'
import { greeklishPrefixes } from './greeklish.ts'
import { foldForSearch } from '#app/utils/text-folding.ts'

/**
 * The article word index (GIN on articles.search_vector, migrations 0011 and 0013), as
 * both the reader search and the newsroom's article list ask it: one engine (ADR 008).
 */

/**
 * The searched words, folded exactly as newsroom_search_normalize folds the indexed
 * text (foldForSearch), so the query is a plain value; letters and digits only, so
 * nothing reaches tsquery syntax; at most 8.
 */
export function searchWords(search: string | undefined): string[] {
  return (
    foldForSearch(search ?? '')
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? []
  )
}

/**
 * What one word asks of the index (newsroom_search_word_query, migration 0013): it
 * begins an indexed word as typed, or shares a Greek or English stem with one; typed
 * in Latin letters and finding nothing so, it is read as Greeklish.
 */
function wordQuery(word: string): SQL {
  // skeletons are held in capitals (newsroom_greeklish), apart from the folded words
  const greeklish = greeklishPrefixes(word).map((prefix) => sql`${prefix.toUpperCase()}`)
  const readings = greeklish.length ? sql`ARRAY[${sql.join(greeklish, sql`, `)}]` : sql`ARRAY[]`
  return sql`newsroom_search_word_query(${word}, ${readings}::text[])`
}

/** The tsquery of every word (each must match). `terms` must not be empty. */
function searchQuery(terms: string[]): SQL {
  return sql`(${sql.join(terms.map(wordQuery), sql` && `)})`
}

/**
 * The ids of the articles (any status) matching every one of `terms`, always read from
 * the word index (newsroom_search_matches): a subquery of one column, `id`. `terms`
 * must not be empty.
 */
export function articleIdsMatching(terms: string[]): SQL {
  return sql`SELECT newsroom_search_matches(${searchQuery(terms)}) AS id`
}

/**
 * The reader search's matches of every one of `terms`, read from the word index with
 * the columns its filters and orders need and `in_title` (newsroom_search_found), as a
 * row source named like the articles table, so the same column expressions apply.
 */
export function articlesFound(terms: string[]): SQL {
  return sql`newsroom_search_found(${searchQuery(terms)}) AS ${articles}`
}
