import type { TranslationKey } from './text-keys.ts'
import type { Language } from './language.ts'

/**
 * The texts this process or page has. On the server: every text (public-texts.server.ts,
 * admin-texts.ts). In the browser the public texts of the reader's language arrive
 * with the page's data (the root loader), so no dictionary is part of the public
 * pages' JavaScript; the admin's come with the admin's code.
 */
const DICTIONARIES: Record<Language, Record<string, string>> = { gr: {}, en: {} }

const loadedJson: Partial<Record<Language, string>> = {}

/** Texts of one language as the root loader sends them (JSON); read once per version. */
export function addTextsJson(language: Language, json: string): void {
  if (loadedJson[language] === json) return
  addTexts(language, JSON.parse(json) as Record<string, string>)
  loadedJson[language] = json
}

export function addTexts(language: Language, texts: Readonly<Record<string, string>>): void {
  Object.assign(DICTIONARIES[language], texts)
}

export function translate(language: Language, key: TranslationKey, params?: Record<string, string | number>): string {
  const text = DICTIONARIES[language][key] ?? key
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}
