import { adminAuditEn } from './admin-audit-en.ts'
import { adminAuditGr } from './admin-audit-gr.ts'
import { adminEditingEn } from './admin-editing-en.ts'
import { adminEditingGr } from './admin-editing-gr.ts'
import { adminCorrectionsEn } from './admin-corrections-en.ts'
import { adminCorrectionsGr } from './admin-corrections-gr.ts'
import { adminEn } from './admin-en.ts'
import { adminErrorsEn } from './admin-errors-en.ts'
import { adminErrorsGr } from './admin-errors-gr.ts'
import { adminGr } from './admin-gr.ts'
import { adminHistoryEn } from './admin-history-en.ts'
import { adminHistoryGr } from './admin-history-gr.ts'
import { adminNewslettersEn } from './admin-newsletters-en.ts'
import { adminNewslettersGr } from './admin-newsletters-gr.ts'
import { adminNewsroomEn } from './admin-newsroom-en.ts'
import { adminNewsroomGr } from './admin-newsroom-gr.ts'
import { adminPhotosEn } from './admin-photos-en.ts'
import { adminPhotosGr } from './admin-photos-gr.ts'
import { adminSiteEn } from './admin-site-en.ts'
import { adminSiteGr } from './admin-site-gr.ts'
import { adminTranslationEn } from './admin-translation-en.ts'
import { adminTranslationGr } from './admin-translation-gr.ts'

/**
 * The admin's texts in both languages, as data: admin-texts.ts adds them to the
 * dictionaries; en.ts takes the type of their keys from here.
 */
export const adminTextsEn = {
  ...adminEn,
  ...adminNewsroomEn,
  ...adminEditingEn,
  ...adminSiteEn,
  ...adminAuditEn,
  ...adminErrorsEn,
  ...adminHistoryEn,
  ...adminCorrectionsEn,
  ...adminTranslationEn,
  ...adminPhotosEn,
  ...adminNewslettersEn,
} as const

export type AdminTranslationKey = keyof typeof adminTextsEn

export const adminTextsGr = {
  ...adminGr,
  ...adminNewsroomGr,
  ...adminEditingGr,
  ...adminSiteGr,
  ...adminAuditGr,
  ...adminErrorsGr,
  ...adminHistoryGr,
  ...adminCorrectionsGr,
  ...adminTranslationGr,
  ...adminPhotosGr,
  ...adminNewslettersGr,
} as const satisfies Record<AdminTranslationKey, string>
