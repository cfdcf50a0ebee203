import { eq, inArray, sql, type SQL } from 'drizzle-orm'
import { articles } from '#db/schema/index.ts'
import type { DatabaseOrTransaction } from '#app/utils/db.server.ts'
import type { TranslationState } from './translation-state.ts'

/**
 * The translation state rule (the states: translation-state.ts), one SQL expression so
 * the list can filter and count by it and every answer carries the same value.
 *
 * The times come from the trigger of migration 0015: `main_text_updated_at` moves when
 * the title, subtitle, content or excerpt change, `greek_text_updated_at` when any of
 * their Greek variants change, and is NULL while every Greek text is empty.
 *
 * "The main text is Greek": in the title, subtitle, excerpt and the first
 * MAIN_TEXT_SAMPLE characters of the content (its HTML tags and entities left out),
 * Greek letters outnumber Latin letters. Digits, punctuation and other scripts count
 * for neither, so "Η Apple παρουσίασε το iPhone 17" is Greek and "Mitsotakis in Brussels" is not.
 */
export const MAIN_TEXT_SAMPLE = 1000

const GREEK_LETTERS = '\u0370-\u03FF\u1F00-\u1FFF'
const LATIN_LETTERS = 'A-Za-z\u00C0-\u024F'

const mainTextSample = sql`concat_ws(' ', ${articles.title}, ${articles.subtitle}, ${articles.excerpt},
  regexp_replace(left(${articles.content}, ${sql.raw(String(MAIN_TEXT_SAMPLE))}), '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g'))`
const lettersOf = (range: string) =>
  sql`length(regexp_replace(${mainTextSample}, ${sql.raw(`'[^${range}]'`)}, '', 'g'))`

export const translationStateSql: SQL<TranslationState> = sql<TranslationState>`(CASE
  WHEN ${articles.greekTextUpdatedAt} IS NULL THEN
    CASE WHEN ${lettersOf(GREEK_LETTERS)} > ${lettersOf(LATIN_LETTERS)} THEN 'single' ELSE 'greekMissing' END
  WHEN ${articles.greekTextUpdatedAt} < ${articles.mainTextUpdatedAt} THEN 'greekOutdated'
  WHEN ${articles.greekTextUpdatedAt} > ${articles.mainTextUpdatedAt} THEN 'mainOutdated'
  ELSE 'complete' END)`

/** GET /api/admin/articles?translation=…: the articles in that state. */
export function inTranslationState(state: TranslationState): SQL {
  return sql`${translationStateSql} = ${state}`
}

/** Each article's state, by id. */
export async function translationStatesOf(
  db: DatabaseOrTransaction,
  ids: number[],
): Promise<Map<number, TranslationState>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: articles.id, state: translationStateSql })
    .from(articles)
    .where(ids.length === 1 ? eq(articles.id, ids[0]!) : inArray(articles.id, ids))
  return new Map(rows.map((r) => [r.id, r.state]))
}

/**
 * Part of every article update: a Greek version written where there was none is made
 * from the main text as it stands, so it starts in step with it. While the article has
 * no Greek version, its main text's time moves with the save (the trigger gives the new
 * Greek version the same time, as both take the transaction's time); otherwise the
 * trigger alone decides.
 */
export const mainTextTimeOnSave = sql`CASE WHEN ${articles.greekTextUpdatedAt} IS NULL THEN now()
  ELSE ${articles.mainTextUpdatedAt} END`
