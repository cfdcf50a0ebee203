import { z } from 'zod'
import { SUBSCRIPTION_STATUSES } from '#db/schema/enums.ts'
import { SUBSCRIPTIONS_PAGE_SIZE } from '#app/utils/constants.ts'
import { cleanText, optionalChoice, pageFields } from '#app/utils/schema-fields.ts'
import { schemaText } from '#app/utils/messages.ts'
import { subscriptionMessages as m } from './subscription.messages.ts'

export const SubscribeSchema = z.object({
  email: cleanText({ missing: schemaText(m.emailInvalid) })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: schemaText(m.emailInvalid) }).max(254)),
  language: z.enum(['gr', 'en']).default('gr').catch('gr'),
  /** the page the form was on, kept as part of the proof of consent (a path; anything else is dropped) */
  page: z
    .string()
    .regex(/^\/[^\s]{0,499}$/)
    .optional()
    .catch(undefined),
})

/** POST /api/public/subscriptions/confirm: the signed address of a confirmation link. */
export const ConfirmSubscriptionSchema = z.object({
  email: cleanText({ missing: schemaText(m.emailMissing) })
    .trim()
    .toLowerCase()
    .min(1, { error: schemaText(m.emailMissing) })
    .max(254),
  token: cleanText({ missing: schemaText(m.confirmLinkInvalid) }).max(200),
})

export const UnsubscribeSchema = z.object({
  email: cleanText({ missing: schemaText(m.emailMissing) })
    .trim()
    .toLowerCase()
    .min(1, { error: schemaText(m.emailMissing) })
    .max(254),
  token: cleanText().max(200).optional(),
})

/** POST /api/public/subscriptions/one-click: the signed address of a mail's link, both parts required. */
export const OneClickUnsubscribeSchema = UnsubscribeSchema.extend({
  token: cleanText({ missing: schemaText(m.unsubscribeLinkInvalid) }).max(200, {
    error: schemaText(m.unsubscribeLinkInvalid),
  }),
})

/** GET /api/admin/subscriptions: an empty value means no filter (the screen sends `status=` for All); anything malformed is a 400. */
export const SubscriptionListQuerySchema = z.object({
  status: optionalChoice(SUBSCRIPTION_STATUSES, schemaText(m.statusInvalid)),
  search: cleanText().trim().max(254).optional(),
  ...pageFields({ max: 100, fallback: SUBSCRIPTIONS_PAGE_SIZE }),
})
