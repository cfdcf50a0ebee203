import { z } from 'zod'
import { idList } from '#app/utils/ids.ts'
import { schemaText } from '#app/utils/messages.ts'
import { cleanText, optionalInstant, optionalText, requiredText } from '#app/utils/schema-fields.ts'
import { newsletterMessages as m } from './newsletter.messages.ts'

export const NEWSLETTER_MAX_ARTICLES = 20
const SUBJECT_MAX = 200
const INTRO_MAX = 5000

/** POST /api/admin/newsletters and PUT /api/admin/newsletters/{id}: the main texts and their Greek variants. */
export const NewsletterInputSchema = z.object({
  subject: requiredText(schemaText(m.subjectRequired), SUBJECT_MAX),
  subjectGr: optionalText(SUBJECT_MAX),
  intro: cleanText()
    .trim()
    .max(INTRO_MAX)
    .nullish()
    .transform((v) => v ?? ''),
  introGr: optionalText(INTRO_MAX),
  articleIds: idList({
    message: schemaText(m.articlesInvalid),
    itemMessage: schemaText(m.articlesInvalid),
    max: NEWSLETTER_MAX_ARTICLES,
    maxMessage: schemaText(m.tooManyArticles, { max: NEWSLETTER_MAX_ARTICLES }),
  }).refine((ids) => ids.length > 0, { error: schemaText(m.articlesRequired) }),
})
export type NewsletterInput = z.infer<typeof NewsletterInputSchema>

/** POST /api/admin/newsletters/{id}/send: now, or at `scheduledAt` (in the future). */
export const NewsletterSendSchema = z
  .object({
    scheduledAt: optionalInstant(schemaText(m.scheduledAtInvalid)).refine(
      (v) => v === null || v.getTime() > Date.now(),
      { error: schemaText(m.scheduledAtInvalid) },
    ),
  })
  .nullish()
  .transform((v) => ({ scheduledAt: v?.scheduledAt ?? null }))
export type NewsletterSend = z.infer<typeof NewsletterSendSchema>
