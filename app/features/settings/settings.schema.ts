import { z } from 'zod'
import { cleanText, requiredText, wholeNumber } from '#app/utils/schema-fields.ts'
import { schemaText } from '#app/utils/messages.ts'
import { inputMessages } from '#app/utils/common-messages.ts'
import { settingsMessages as m } from './settings.messages.ts'

/** Site settings forms. */
const validUrlOrEmpty = cleanText()
  .trim()
  .max(500)
  .refine(
    (v) => {
      if (v === '') return true
      try {
        const url = new URL(v)
        return url.protocol === 'http:' || url.protocol === 'https:'
      } catch {
        return false
      }
    },
    { error: schemaText(m.urlInvalid) },
  )
  .default('')

export const SiteFormSchema = z.object({
  siteName: requiredText(schemaText(m.siteNameRequired), 120),
  siteDescription: cleanText().trim().max(500).default(''),
  contactEmail: cleanText()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: schemaText(m.emailInvalid) })
    .default(''),
  socialLinks: z
    .object({
      facebook: validUrlOrEmpty,
      twitter: validUrlOrEmpty,
      instagram: validUrlOrEmpty,
      youtube: validUrlOrEmpty,
    })
    .default({ facebook: '', twitter: '', instagram: '', youtube: '' }),
})
export type SiteFormInput = z.infer<typeof SiteFormSchema>

/** The newsletter's settings: its own body of PUT /api/admin/settings. */
export const NewsletterSettingsSchema = z.object({
  newsletterDigestEnabled: z.boolean({ error: schemaText(m.flagInvalid) }),
  newsletterDigestHour: wholeNumber({
    min: 0,
    max: 23,
    fallback: Number.NaN,
    message: schemaText(m.digestHourInvalid),
  }),
  newsletterConfirmedOptIn: z.boolean({ error: schemaText(m.flagInvalid) }),
  newsletterReplyTo: cleanText()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: schemaText(m.emailInvalid) })
    .default(''),
})
export type NewsletterSettingsInput = z.infer<typeof NewsletterSettingsSchema>

/** The fields of that body: a PUT naming any of them is a newsletter settings change. */
export const NEWSLETTER_SETTINGS_FIELDS = NewsletterSettingsSchema.keyof().options

export const LEGAL_TEXT_MAX = 500_000
const legalTextOf = () =>
  cleanText().max(LEGAL_TEXT_MAX, { error: schemaText(inputMessages.tooLong, { max: LEGAL_TEXT_MAX }) })
const legalText = legalTextOf().default('')

/**
 * The two legal pages; the English versions (an addition) are optional,
 * and a body without them leaves the stored ones as they are.
 */
export const LegalPagesSchema = z.object({
  privacyPolicy: legalText,
  termsOfUse: legalText,
  privacyPolicyEn: legalTextOf().optional(),
  termsOfUseEn: legalTextOf().optional(),
})
export type LegalPagesInput = z.output<typeof LegalPagesSchema>
