/**
 * Greeklish: Greek typed in Latin letters (`kyvernisi`, `kybernhsh`, `xrimatistirio`).
 * The word index holds a Latin skeleton of every Greek word, made by the database's
 * `newsroom_greeklish_word` (migration 0013), in which the letters Greeks spell alike
 * are one (η, ι, υ, ει, οι → i; ω → o; β, φ → v; θ → th; χ → h …). This module maps a
 * typed Latin word to the same skeleton; a test holds the two to the same answers.
 * Where a Latin letter stands for more than one Greek one (`h` is η in `kybernhsh`
 * and χ in `hronia`; `x` is χ or ξ; `b` is β or μπ; `u` is ου or υ; `ph` is φ or πη) every reading is
 * kept, so one word gives a few skeletons.
 */

/** Latin spellings, longest first, and the skeleton letters each may stand for. */
const LATIN_SPELLINGS: [string, string[]][] = [
  ['nth', ['nth']],
  ['mps', ['mps']],
  ['th', ['th']],
  ['ch', ['h']],
  ['kh', ['h', 'ki']],
  ['ph', ['v', 'pi']],
  ['ou', ['u']],
  ['ai', ['e']],
  ['ei', ['i']],
  ['oi', ['i']],
  ['yi', ['i']],
  ['ui', ['i']],
  ['au', ['av']],
  ['ay', ['av']],
  ['eu', ['ev']],
  ['ey', ['ev']],
  ['mp', ['b']],
  ['mb', ['b']],
  ['nt', ['d']],
  ['nd', ['d']],
  ['gg', ['g']],
  ['gk', ['g']],
  ['ng', ['g']],
  ['nk', ['g']],
  ['8', ['th']],
  ['x', ['h', 'ks']],
  ['h', ['i', 'h']],
  ['b', ['v', 'b']],
  ['u', ['u', 'i']],
  ['y', ['i']],
  ['w', ['o']],
  ['f', ['v']],
  ['v', ['v']],
  ['c', ['k']],
  ['q', ['k']],
  ['j', ['tz']],
]

const SPELLING = new RegExp(LATIN_SPELLINGS.map(([latin]) => latin).join('|') + '|.', 'g')
const READINGS = new Map(LATIN_SPELLINGS)

/** At most this many skeletons per word (3 ambiguous letters). */
const MAX_SKELETONS = 8

const squeeze = (skeleton: string) => skeleton.replace(/(.)\1+/g, '$1')

/**
 * The skeletons of a folded Latin word (foldForSearch): `kybernhsh` →
 * `kivernisi`, `kivernish`, … ; `thessaloniki` → `thesaloniki`. A word without a
 * Latin letter (a number, a Greek word) has none.
 */
export function greeklishSkeletons(word: string): string[] {
  if (!/[a-z]/.test(word)) return []
  let skeletons = ['']
  for (const spelling of word.match(SPELLING) ?? []) {
    const readings = READINGS.get(spelling) ?? [spelling]
    skeletons = skeletons.flatMap((start) => readings.map((reading) => start + reading)).slice(0, MAX_SKELETONS)
  }
  return [...new Set(skeletons.map(squeeze))]
}

/** Greek endings in skeleton form, longest first: the word's other forms differ there. */
const ENDINGS = ['os', 'is', 'es', 'as', 'on', 'us', 'a', 'e', 'i', 'o', 'u']
const MIN_STEM = 4

/**
 * What a Greeklish word asks of the index: each skeleton without its Greek ending, as a
 * prefix, so `seismos` (sism…) finds σεισμός, σεισμοί and σεισμού, and `ekloges`
 * (eklog…) finds εκλογές and εκλογών.
 */
export function greeklishPrefixes(word: string): string[] {
  const prefixes = greeklishSkeletons(word).map((skeleton) => {
    const ending = ENDINGS.find((end) => skeleton.endsWith(end) && skeleton.length - end.length >= MIN_STEM)
    return ending ? skeleton.slice(0, -ending.length) : skeleton
  })
  return [...new Set(prefixes)]
}
