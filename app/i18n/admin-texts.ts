import { adminEn } from './admin-en.ts'
import { adminErrorsEn } from './admin-errors-en.ts'
import { adminErrorsGr } from './admin-errors-gr.ts'
import { adminGr } from './admin-gr.ts'
import { adminNewsroomEn } from './admin-newsroom-en.ts'
import { adminNewsroomGr } from './admin-newsroom-gr.ts'
import { adminSiteEn } from './admin-site-en.ts'
import { adminSiteGr } from './admin-site-gr.ts'
import { addTexts } from './dictionaries.ts'

/**
 * The admin's texts in both languages. Imported by the admin layout only, so the
 * public pages' JavaScript does not carry them; importing this module adds them.
 */
export const adminTextsEn = { ...adminEn, ...adminNewsroomEn, ...adminSiteEn, ...adminErrorsEn } as const

export type AdminTranslationKey = keyof typeof adminTextsEn

export const adminTextsGr = {
  ...adminGr,
  ...adminNewsroomGr,
  ...adminSiteGr,
  ...adminErrorsGr,
} as const satisfies Record<AdminTranslationKey, string>

addTexts('en', adminTextsEn)
addTexts('gr', adminTextsGr)
