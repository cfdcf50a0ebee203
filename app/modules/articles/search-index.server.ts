import { sql, type SQL } from 'drizzle-orm'
import { foldForSearch } from '#app/utils/text-folding.ts'

/**
 * The article word index (GIN on articles.search_vector, migrations 0008 and 0011), as
 * both the reader search and the newsroom's article list ask it.
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

/** `w1:* & w2:*`: every word, each as a prefix. */
function prefixQuery(terms: string[]): string {
  return terms.map((w) => `${w}:*`).join(' & ')
}

/**
 * The ids of the articles (any status) with a word beginning with each of `terms`,
 * always read from the word index (newsroom_search_matches): a subquery of one column,
 * `id`. `terms` must not be empty.
 */
export function articleIdsMatching(terms: string[]): SQL {
  return sql`SELECT newsroom_search_matches(to_tsquery('simple', ${prefixQuery(terms)})) AS id`
}
