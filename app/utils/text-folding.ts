/**
 * Letters that carry no combining mark to strip but that the database's `unaccent`
 * still spells in plain Latin (ß → ss, æ → ae, ł → l…), so both sides fold alike.
 */
const PLAIN_LATIN: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}
const NO_MARK_LETTER = new RegExp(`[${Object.keys(PLAIN_LATIN).join('')}]`, 'g')

/**
 * The one folding of text for search, in Greek and English: no accents or other marks
 * (tonos, dialytika: ΐ → ι), lower case, final sigma as sigma, so 'ΑΘΗΝΑ', 'Αθήνα' and
 * 'αθηνα' are the same word and 'Ταξιδιώτης' is 'ταξιδιωτησ'. The database folds the
 * same way in `newsroom_search_normalize` (migration 0005), which feeds the article
 * word index; a test holds the two to the same answers. Browser and server both use it.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(NO_MARK_LETTER, (letter) => PLAIN_LATIN[letter] ?? letter)
    .replace(/ς/g, 'σ')
}

/**
 * True when every word of `query` appears somewhere in `text`, both folded: the
 * search boxes that filter a list already in the browser (users, curation pickers).
 */
export function includesEveryWord(text: string, query: string): boolean {
  const folded = foldForSearch(text)
  return foldForSearch(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded.includes(word))
}
