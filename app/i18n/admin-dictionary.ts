import { adminCorrectionsEn } from './admin-corrections-en.ts'
import { adminCorrectionsGr } from './admin-corrections-gr.ts'
import { adminEn } from './admin-en.ts'
import { adminErrorsEn } from './admin-errors-en.ts'
import { adminErrorsGr } from './admin-errors-gr.ts'
import { adminGr } from './admin-gr.ts'
import { adminNewsroomEn } from './admin-newsroom-en.ts'
import { adminNewsroomGr } from './admin-newsroom-gr.ts'
import { adminSiteEn } from './admin-site-en.ts'
import { adminSiteGr } from './admin-site-gr.ts'

/**
 * The admin's texts in both languages, as data: admin-texts.ts adds them to the
 * dictionaries; en.ts takes the type of their keys from here.
 */
export const adminTextsEn = {
  ...adminEn,
  ...adminNewsroomEn,
  ...adminSiteEn,
  ...adminErrorsEn,
  ...adminCorrectionsEn,
} as const

export type AdminTranslationKey = keyof typeof adminTextsEn

export const adminTextsGr = {
  ...adminGr,
  ...adminNewsroomGr,
  ...adminSiteGr,
  ...adminErrorsGr,
  ...adminCorrectionsGr,
} as const satisfies Record<AdminTranslationKey, string>
