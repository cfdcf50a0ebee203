import { DEFAULT_LANGUAGE } from '#app/utils/constants.ts'
import type { Language } from '#db/schema/enums.ts'

export type { Language }
export const LANGUAGE_CODES = ['gr', 'en'] as const

export function isLanguage(value: unknown): value is Language {
  return value === 'gr' || value === 'en'
}

/** The language an address's query names (`?lang=en`, a shared link), or null; `search` with or without its `?`. */
export function languageNamedIn(search: string): Language | null {
  const named = new URLSearchParams(search).get('lang')
  return isLanguage(named) ? named : null
}

export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE
}

/** The BCP 47 code for `<html lang>` and hreflang: Greek is `el`, not `gr`. */
export function htmlLang(language: Language): 'el' | 'en' {
  return language === 'gr' ? 'el' : 'en'
}

/** The locale for Intl formatting. */
export function intlLocale(language: Language): string {
  return language === 'gr' ? 'el-GR' : 'en-GB'
}
