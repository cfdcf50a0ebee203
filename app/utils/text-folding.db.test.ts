import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '#app/utils/db.server.ts'
import { foldForSearch } from './text-folding.ts'

/** Texts the browser and the server fold in JavaScript and the word index folds in SQL. */
const SAMPLES = [
  'Αθήνα',
  'ΑΘΗΝΑ',
  'αθηνα',
  'Ταξιδιώτης',
  'ΤΑΞΙΔΙΩΤΗΣ στην Ελλάδα',
  'Άλλες Ώρες Έργα Ήλιος Ίδιος Όλοι Ύμνος',
  'ϊ ΐ ϋ ΰ Ϊ Ϋ',
  'Προϋπολογισμός 2026',
  'Ταΐζω τα πουλιά',
  'Café Ñandú Über Çà',
  'Straße Ærø Łódź',
  'Athens votes: 12,5% (ΦΠΑ)',
]

describe('newsroom_search_normalize and foldForSearch', () => {
  it('fold every sample to the same text', async () => {
    const samples = sql.join(
      SAMPLES.map((sample) => sql`${sample}::text`),
      sql`, `,
    )
    const rows = await queryRows<{ folded: string }>(
      sql`SELECT newsroom_search_normalize(sample) AS folded
        FROM unnest(ARRAY[${samples}]) WITH ORDINALITY AS t(sample, n) ORDER BY n`,
    )
    expect(rows.map((r) => r.folded)).toEqual(SAMPLES.map(foldForSearch))
  })
})
