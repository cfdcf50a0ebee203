import { z } from 'zod'
import { AD_PLACEMENTS, AD_PRIORITY_MAX, AD_PRIORITY_MIN, AD_STATUSES } from '#db/schema/enums.ts'

/** The advertisement form (SPEC.md section 5, Greek messages). Empty optional fields are left out. */
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)
const day = z.preprocess(
  emptyToNull,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Άκυρη ημερομηνία' })
    .nullish()
    .transform((v) => v ?? null),
)
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
    title: z.string({ error: 'Απαιτείται τίτλος' }).trim().min(1, { error: 'Απαιτείται τίτλος' }).max(200),
    description: z.preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .max(1000)
        .nullish()
        .transform((v) => v ?? null),
    ),
    imageUrl: z.preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .refine((v) => isHttpUrl(v) || v.startsWith('/objects/'), { error: 'Άκυρη διεύθυνση URL εικόνας' })
        .nullish()
        .transform((v) => v ?? null),
    ),
    linkUrl: z.preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .refine(isHttpUrl, { error: 'Άκυρη διεύθυνση URL συνδέσμου' })
        .nullish()
        .transform((v) => v ?? null),
    ),
    htmlContent: z.preprocess(
      emptyToNull,
      z
        .string()
        .max(20_000)
        .nullish()
        .transform((v) => v ?? null),
    ),
    placement: z.enum(AD_PLACEMENTS, { error: 'Επιλέξτε θέση διαφήμισης' }),
    status: z.enum(AD_STATUSES, { error: 'Άκυρη κατάσταση' }).default('active'),
    startDate: day,
    endDate: day,
    priority: z.preprocess(
      (v) => {
        const n = typeof v === 'string' ? Number.parseInt(v, 10) : v
        return typeof n === 'number' && Number.isFinite(n) ? n : AD_PRIORITY_MIN
      },
      z
        .number()
        .int()
        .min(AD_PRIORITY_MIN, { error: 'Η προτεραιότητα πρέπει να είναι από 1 έως 100' })
        .max(AD_PRIORITY_MAX, { error: 'Η προτεραιότητα πρέπει να είναι από 1 έως 100' }),
    ),
    isGlobalEnabled: z.boolean().default(true),
  })
  .refine((ad) => !ad.startDate || !ad.endDate || ad.endDate >= ad.startDate, {
    path: ['endDate'],
    error: 'Η ημερομηνία λήξης δεν μπορεί να είναι πριν από την έναρξη',
  })
export type AdInput = z.infer<typeof AdInputSchema>

export const AdStatusSchema = z.object({ status: z.enum(AD_STATUSES, { error: 'Άκυρη κατάσταση' }) })
