import { z } from 'zod'
import { cleanText } from '#app/utils/schema-fields.ts'
import { schemaText } from '#app/utils/messages.ts'
import { subscriptionMessages as m } from './subscription.messages.ts'

export const SubscribeSchema = z.object({
  email: cleanText({ missing: schemaText(m.emailInvalid) })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: schemaText(m.emailInvalid) }).max(254)),
  language: z.enum(['gr', 'en']).default('gr').catch('gr'),
})

export const UnsubscribeSchema = z.object({
  email: cleanText({ missing: schemaText(m.emailMissing) })
    .trim()
    .toLowerCase()
    .min(1, { error: schemaText(m.emailMissing) })
    .max(254),
  token: cleanText().max(200).optional(),
})
