import { z } from 'zod'

export const SubscribeSchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email' }).max(254)),
  language: z.enum(['gr', 'en']).default('gr').catch('gr'),
})

export const UnsubscribeSchema = z.object({
  email: z
    .string({ error: 'No email address provided' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'No email address provided' })
    .max(254),
  token: z.string().max(200).optional(),
})
