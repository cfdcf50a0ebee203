import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '#app/utils/db.server.ts'
import { greeklishSkeletons } from './greeklish.ts'
import { foldForSearch } from '#app/utils/text-folding.ts'

/** Greek news words and how readers type them in Latin letters. */
const PAIRS: [string, string[]][] = [
  ['κυβέρνηση', ['kyvernisi', 'kivernisi', 'kybernhsh']],
  ['σεισμός', ['seismos', 'sismos']],
  ['εκλογές', ['ekloges']],
  ['Αθήνα', ['athina', 'Athina']],
  ['Θεσσαλονίκη', ['thessaloniki', '8essaloniki']],
  ['χρηματιστήριο', ['xrimatistirio', 'chrimatistirio']],
  ['Μητσοτάκης', ['mitsotakis', 'Mhtsotakhs']],
  ['Τσίπρας', ['tsipras']],
  ['Ολυμπιακός', ['olympiakos', 'olimpiakos']],
  ['Παναθηναϊκός', ['panathinaikos']],
  ['Αντετοκούνμπο', ['antetokounmpo']],
  ['Πειραιάς', ['peiraias', 'pireas']],
  ['Βουλή', ['vouli', 'boulh']],
  ['οικονομία', ['oikonomia', 'ikonomia']],
  ['ψηφοφορία', ['psifoforia', 'pshfoforia']],
  ['Ευρώπη', ['europi', 'evropi', 'eyrwph']],
  ['αυτοκίνητο', ['aftokinito', 'autokinito']],
  ['Αλέξης', ['alexis', 'aleksis']],
  ['Γιάννης', ['giannis', 'gianis']],
  ['Άγγελος', ['angelos', 'aggelos']],
  ['πέντε', ['pente', 'pende']],
  ['ντέρμπι', ['ntermpi', 'derbi']],
]

describe('newsroom_greeklish_word and greeklishSkeletons', () => {
  it('give a Greek word and its Latin spellings the same skeleton', async () => {
    const words = sql.join(
      PAIRS.map(([greek]) => sql`${foldForSearch(greek)}::text`),
      sql`, `,
    )
    const rows = await queryRows<{ skeleton: string }>(
      sql`SELECT newsroom_greeklish_word(word) AS skeleton
        FROM unnest(ARRAY[${words}]) WITH ORDINALITY AS t(word, n) ORDER BY n`,
    )
    PAIRS.forEach(([greek, spellings], i) => {
      for (const latin of spellings) {
        expect({ greek, latin, skeletons: greeklishSkeletons(foldForSearch(latin)) }).toEqual({
          greek,
          latin,
          skeletons: expect.arrayContaining([rows[i]!.skeleton]),
        })
      }
    })
  })
})
