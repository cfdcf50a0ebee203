import { en, type TranslationKey } from './en.ts'
import { gr } from './gr.ts'
import type { Language } from './language.ts'

/** The texts this page has: the public site's, plus the admin's once admin-texts.ts is loaded. */
const DICTIONARIES: Record<Language, Record<string, string>> = { gr: { ...gr }, en: { ...en } }

export function addTexts(texts: Record<Language, Record<string, string>>): void {
  Object.assign(DICTIONARIES.gr, texts.gr)
  Object.assign(DICTIONARIES.en, texts.en)
}

export function translate(language: Language, key: TranslationKey, params?: Record<string, string | number>): string {
  const text = DICTIONARIES[language][key] ?? key
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}
