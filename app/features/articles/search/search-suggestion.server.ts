import { sql } from 'drizzle-orm'
import { articles } from '#db/schema/index.ts'
import { queryRows } from '#app/utils/db.server.ts'
import { greeklishSkeletons } from './greeklish.ts'
import { isVisibleToReaders } from '../pages/public-articles.server.ts'
import { articleIdsMatching, searchWords } from './search-index.server.ts'

/**
 * "Did you mean …" for a search that found nothing: each typed word that finds no
 * published article is replaced by the nearest word the articles hold (trigram
 * similarity over newsroom_search.words, migration 0013; a Greeklish word is compared
 * by its skeleton with the Greek words'), taking the first that does find some.
 * Words of drafts never surface: every candidate must find a published article.
 */

/** Nearest words tried per unknown word. */
const CANDIDATES = 5
/** A longer search gets no suggestion: each word costs a few index reads. */
const MAX_WORDS = 4

async function findsPublished(terms: string[]): Promise<boolean> {
  if (terms.length === 0) return false
  const [row] = await queryRows<{ found: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM ${articles}
      WHERE ${articles.id} IN (${articleIdsMatching(terms)}) AND ${isVisibleToReaders()}) AS found`,
  )
  return Boolean(row?.found)
}

/** The article words nearest to one folded word, as written in the articles. */
async function nearestWords(term: string): Promise<string[]> {
  const skeleton = greeklishSkeletons(term)[0] ?? ''
  const rows = await queryRows<{ shown: string }>(
    sql`SELECT shown FROM newsroom_search.words
      WHERE word % ${term} OR skeleton % ${skeleton}
      ORDER BY greatest(similarity(word, ${term}), similarity(skeleton, ${skeleton})) DESC, word
      LIMIT ${CANDIDATES}`,
  )
  return rows.map((row) => row.shown)
}

async function replacementFor(word: string): Promise<string | undefined> {
  const terms = searchWords(word)
  if (await findsPublished(terms)) return word
  for (const term of terms) {
    for (const candidate of await nearestWords(term)) {
      if (await findsPublished(searchWords(candidate))) return candidate
    }
  }
  return undefined
}

/** The suggested search for `search`, which found nothing, or null when none finds anything. */
export async function suggestSearch(search: string): Promise<string | null> {
  const words = search.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  if (words.length > MAX_WORDS) return null
  const suggested: string[] = []
  for (const word of words) {
    const replacement = await replacementFor(word)
    if (!replacement) return null
    suggested.push(replacement)
  }
  const suggestion = suggested.join(' ')
  const changed = searchWords(suggestion).join(' ') !== searchWords(search).join(' ')
  return changed && (await findsPublished(searchWords(suggestion))) ? suggestion : null
}
