/**
 * URL slugs. Greek is transliterated to Latin by ELOT 743
 * (`Αθήνα: νέα μέτρα` → `athina-nea-metra`), then everything that is not
 * a-z or 0-9 becomes a single dash.
 */
const GREEK_LETTERS: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
}
/** after αυ/ευ/ηυ these make the υ an f (ELOT 743), otherwise v */
const VOICELESS = new Set(['θ', 'κ', 'ξ', 'π', 'σ', 'ς', 'τ', 'φ', 'χ', 'ψ'])
const GAMMA_CLUSTERS: Record<string, string> = { γ: 'ng', κ: 'gk', ξ: 'nx', χ: 'nch' }
const DIAERESIS = '\u0308'

interface Letter {
  char: string
  diaeresis: boolean
}

/** Split into base letters (lower case, accents dropped) remembering which carried a diaeresis. */
function toLetters(text: string): Letter[] {
  const letters: Letter[] = []
  for (const char of text.toLowerCase().normalize('NFD')) {
    if (/\p{M}/u.test(char)) {
      const last = letters.at(-1)
      if (last && char === DIAERESIS) last.diaeresis = true
      continue
    }
    letters.push({ char, diaeresis: false })
  }
  return letters
}

export function transliterateGreek(text: string): string {
  const letters = toLetters(text)
  let out = ''
  for (let i = 0; i < letters.length; i++) {
    const { char } = letters[i]!
    const next = letters[i + 1]
    const latin = GREEK_LETTERS[char]
    if (latin === undefined) {
      out += char
      continue
    }
    const nextIsPlainUpsilon = next?.char === 'υ' && !next.diaeresis
    if (char === 'ο' && nextIsPlainUpsilon) {
      out += 'ou'
      i++
    } else if ((char === 'α' || char === 'ε' || char === 'η') && nextIsPlainUpsilon) {
      const after = letters[i + 2]?.char
      const voiceless = after === undefined || VOICELESS.has(after) || GREEK_LETTERS[after] === undefined
      out += latin + (voiceless ? 'f' : 'v')
      i++
    } else if (char === 'γ' && next && GAMMA_CLUSTERS[next.char]) {
      out += GAMMA_CLUSTERS[next.char]
      i++
    } else if (char === 'μ' && next?.char === 'π') {
      const prev = letters[i - 1]?.char
      const atWordEdge = prev === undefined || GREEK_LETTERS[prev] === undefined
      out += atWordEdge ? 'b' : 'mp'
      i++
    } else {
      out += latin
    }
  }
  return out
}

export const SLUG_MAX_LENGTH = 80

/** The shape of every stored slug (the tables' CHECK): an address of any other shape names nothing. */
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

export function isSlug(text: string): boolean {
  return SLUG_PATTERN.test(text)
}

export function slugify(text: string, fallback = 'item'): string {
  const slug = transliterateGreek(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug.length <= SLUG_MAX_LENGTH) return slug || fallback
  const cut = slug.slice(0, SLUG_MAX_LENGTH)
  return cut.slice(0, cut.lastIndexOf('-') > 40 ? cut.lastIndexOf('-') : SLUG_MAX_LENGTH).replace(/-+$/, '')
}
