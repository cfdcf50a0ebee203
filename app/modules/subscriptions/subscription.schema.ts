import { z } from 'zod'
import { cleanText } from '#app/utils/schema-fields.ts'

export const SubscribeSchema = z.object({
  email: cleanText({ missing: 'Please enter a valid email' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email' }).max(254)),
  language: z.enum(['gr', 'en']).default('gr').catch('gr'),
})

export const UnsubscribeSchema = z.object({
  email: cleanText({ missing: 'No email address provided' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'No email address provided' })
    .max(254),
  token: cleanText().max(200).optional(),
})
