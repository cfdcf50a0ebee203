import type { Language } from '#db/schema/enums.ts'
import type { SiteSettings } from './settings.types.ts'

/** The two legal pages (/privacy, /terms) and the settings holding each language's text. */
export const LEGAL_PAGES = {
  privacy: { gr: 'privacyPolicy', en: 'privacyPolicyEn' },
  terms: { gr: 'termsOfUse', en: 'termsOfUseEn' },
} as const satisfies Record<string, Record<Language, keyof SiteSettings>>

export type LegalPageName = keyof typeof LEGAL_PAGES

export interface LegalPageText {
  /** the stored (sanitised) HTML, '' while no version is written */
  html: string
  /** the language the text is in: Greek when an English reader gets the Greek text */
  language: Language
}

/**
 * A legal page's text for readers of `language`: the English version for English
 * readers, falling back to the Greek while the English one is empty.
 */
export function legalPageText(settings: SiteSettings, page: LegalPageName, language: Language): LegalPageText {
  const fields = LEGAL_PAGES[page]
  if (language === 'en' && settings[fields.en].trim() !== '') return { html: settings[fields.en], language: 'en' }
  return { html: settings[fields.gr], language: 'gr' }
}
