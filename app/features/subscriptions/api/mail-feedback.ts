import { timingSafeEqual } from 'node:crypto'
import express, { Router } from 'express'
import { z } from 'zod'
import { suppressAddress } from '#app/features/subscriptions/suppression.server.ts'
import { subscriptionMessages as m } from '#app/features/subscriptions/subscription.messages.ts'
import { AppError } from '#app/utils/app-error.ts'
import { httpMessages } from '#app/utils/common-messages.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { schemaText } from '#app/utils/messages.ts'
import { cleanText } from '#app/utils/schema-fields.ts'
import { parseInput } from '#server/http/validate.ts'

const FeedbackSchema = z.object({
  email: cleanText({ missing: schemaText(m.emailInvalid) })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: schemaText(m.emailInvalid) }).max(254)),
  kind: z.enum(['complaint', 'bounce'], { error: schemaText(m.feedbackKindInvalid) }),
})

function holdsToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * POST /api/public/subscriptions/feedback: the mail provider's complaint and bounce
 * reports (its webhook, from its own servers, so mounted before the same-origin guard),
 * with `Authorization: Bearer MAIL_FEEDBACK_TOKEN`. Without that setting the call does
 * not exist (404).
 */
export const mailFeedbackRouter = Router()

mailFeedbackRouter.post('/public/subscriptions/feedback', express.json({ limit: '2kb' }), async (req, res, next) => {
  const token = getConfig().mailFeedbackToken
  if (!token) return next()
  if (!holdsToken(req.headers.authorization, token)) throw new AppError('UNAUTHORIZED', httpMessages.unauthorized)
  const { email, kind } = parseInput(FeedbackSchema, req.body)
  res.json({ suppressed: await suppressAddress(email, kind) })
})
