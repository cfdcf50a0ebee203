import { addTexts } from './dictionaries.ts'
import type { Language } from './language.ts'
import type { AdminTranslationKey } from './text-keys.ts'
import { adminTexts as kernelEn } from './texts.en.ts'
import { adminTexts as kernelGr } from './texts.gr.ts'

type Texts = Readonly<Record<string, string>>

/**
 * Every admin text: the kernel's, then each feature's, found by file name
 * (`texts.{en,gr}.ts` in a feature's folder or one of its parts, their `adminTexts`): the kernel names the
 * convention, not the features. Added to the dictionaries when this module is imported,
 * by the admin layout only, so the public pages' JavaScript does not carry them.
 */
export const ADMIN_TEXTS: Record<Language, Readonly<Record<AdminTranslationKey, string>>> = {
  en: Object.assign(
    {},
    kernelEn,
    ...Object.values(import.meta.glob<Texts>('/app/features/**/texts.en.ts', { eager: true, import: 'adminTexts' })),
  ),
  gr: Object.assign(
    {},
    kernelGr,
    ...Object.values(import.meta.glob<Texts>('/app/features/**/texts.gr.ts', { eager: true, import: 'adminTexts' })),
  ),
}

addTexts('en', ADMIN_TEXTS.en)
addTexts('gr', ADMIN_TEXTS.gr)
