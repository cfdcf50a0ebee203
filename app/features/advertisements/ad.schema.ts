import { z } from 'zod'
import { AD_PLACEMENTS, AD_PRIORITY_MAX, AD_PRIORITY_MIN, AD_STATUSES } from '#db/schema/enums.ts'
import { cleanText, optionalDay, requiredText } from '#app/utils/schema-fields.ts'
import { schemaText } from '#app/utils/messages.ts'
import { adMessages as m } from './ad.messages.ts'

/** The advertisement form (Greek messages). Empty optional fields are left out. */
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)
const day = optionalDay(schemaText(m.dateInvalid))
const PRIORITY_MESSAGE = schemaText(m.priorityRange)
const isHttpUrl = (v: string) => {
  try {
    const url = new URL(v)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

export const AdInputSchema = z
  .object({
    title: requiredText(schemaText(m.titleRequired), 200),
    description: z.preprocess(
      emptyToNull,
      cleanText()
        .trim()
        .max(1000)
        .nullish()
        .transform((v) => v ?? null),
    ),
    imageUrl: z.preprocess(
      emptyToNull,
      cleanText()
        .trim()
        .refine((v) => isHttpUrl(v) || v.startsWith('/objects/'), { error: schemaText(m.imageUrlInvalid) })
        .nullish()
        .transform((v) => v ?? null),
    ),
    linkUrl: z.preprocess(
      emptyToNull,
      cleanText()
        .trim()
        .refine(isHttpUrl, { error: schemaText(m.linkUrlInvalid) })
        .nullish()
        .transform((v) => v ?? null),
    ),
    htmlContent: z.preprocess(
      emptyToNull,
      cleanText()
        .max(20_000)
        .nullish()
        .transform((v) => v ?? null),
    ),
    placement: z.enum(AD_PLACEMENTS, { error: schemaText(m.placementRequired) }),
    status: z.enum(AD_STATUSES, { error: schemaText(m.statusInvalid) }).default('active'),
    startDate: day,
    endDate: day,
    // non-numeric text falls back to 1; anything else must be a whole number from 1 to 100
    priority: z.preprocess(
      (v) => {
        if (v === undefined || v === null) return AD_PRIORITY_MIN
        if (typeof v !== 'string') return v
        const n = Number.parseInt(v, 10)
        return Number.isNaN(n) ? AD_PRIORITY_MIN : n
      },
      z
        .number({ error: PRIORITY_MESSAGE })
        .int({ error: PRIORITY_MESSAGE })
        .min(AD_PRIORITY_MIN, { error: PRIORITY_MESSAGE })
        .max(AD_PRIORITY_MAX, { error: PRIORITY_MESSAGE }),
    ),
    isGlobalEnabled: z.boolean().default(true),
  })
  .refine((ad) => !ad.startDate || !ad.endDate || ad.endDate >= ad.startDate, {
    path: ['endDate'],
    error: schemaText(m.endBeforeStart),
  })
export type AdInput = z.infer<typeof AdInputSchema>

/** GET /api/public/advertisements/:placement */
export const PlacementSchema = z.object({
  placement: z.enum(AD_PLACEMENTS, { error: schemaText(m.placementUnknown) }),
})

export const AdStatusSchema = z.object({ status: z.enum(AD_STATUSES, { error: schemaText(m.statusInvalid) }) })
