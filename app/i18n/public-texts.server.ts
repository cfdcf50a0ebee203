import { addTexts } from './dictionaries.ts'
import { en } from './en.ts'
import { gr } from './gr.ts'
import type { Language } from './language.ts'

addTexts('gr', gr)
addTexts('en', en)

/** Serialised once: one string costs the page's data encoding far less than each text apart. */
const PUBLIC_TEXTS_JSON: Record<Language, string> = { gr: JSON.stringify(gr), en: JSON.stringify(en) }

/** The public texts of one language, as JSON: sent with every page (the root loader). */
export function publicTextsJson(language: Language): string {
  return PUBLIC_TEXTS_JSON[language]
}
