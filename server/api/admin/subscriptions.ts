import { Router } from 'express'
import { z } from 'zod'
import { SUBSCRIPTION_STATUSES } from '#db/schema/enums.ts'
import {
  deleteSubscription,
  exportActiveSubscribersCsv,
  findSubscriptions,
} from '#app/modules/subscriptions/admin-subscriptions.server.ts'
import { siteDay } from '#app/utils/dates.ts'
import { SUBSCRIPTIONS_PAGE_SIZE } from '#app/utils/constants.ts'
import { ID_MAX } from '#app/utils/ids.ts'
import { cleanText, optionalChoice, wholeNumber } from '#app/utils/schema-fields.ts'
import { requireStaff } from '../middleware/require-staff.ts'
import { pathId, parseInput } from '../middleware/validate.ts'

/** /api/admin/subscriptions: editors and super_admins. */
export const adminSubscriptionsRouter = Router()
adminSubscriptionsRouter.use(requireStaff('subscriptions.manage'))

/** An empty value means no filter (the screen sends `status=` for All); anything malformed is a 400. */
const QuerySchema = z.object({
  status: optionalChoice(SUBSCRIPTION_STATUSES, 'Status must be active or unsubscribed'),
  search: cleanText().trim().max(254).optional(),
  limit: wholeNumber({
    min: 1,
    max: 100,
    fallback: SUBSCRIPTIONS_PAGE_SIZE,
    message: 'limit must be a whole number from 1 to 100',
  }),
  offset: wholeNumber({ min: 0, max: ID_MAX, fallback: 0, message: 'offset must be a whole number from 0' }),
})

adminSubscriptionsRouter.get('/', async (req, res) => {
  res.json(await findSubscriptions(parseInput(QuerySchema, req.query)))
})

adminSubscriptionsRouter.get('/export.csv', async (_req, res) => {
  res
    .type('text/csv; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="subscribers-${siteDay()}.csv"`)
    .send(await exportActiveSubscribersCsv())
})

adminSubscriptionsRouter.delete('/:id', async (req, res) => {
  await deleteSubscription(pathId(req.params.id))
  res.json({ success: true })
})
