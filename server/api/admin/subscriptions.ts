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
import { requireStaff } from '../middleware/require-staff.ts'
import { parseId, parseInput } from '../middleware/validate.ts'

/** /api/admin/subscriptions: editors and super_admins. */
export const adminSubscriptionsRouter = Router()
adminSubscriptionsRouter.use(requireStaff('subscriptions.manage'))

const QuerySchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES).optional().catch(undefined),
  search: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(SUBSCRIPTIONS_PAGE_SIZE).catch(SUBSCRIPTIONS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0).catch(0),
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
  await deleteSubscription(parseId(req.params.id))
  res.json({ success: true })
})
