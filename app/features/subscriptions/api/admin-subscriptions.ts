import { Router } from 'express'
import {
  deleteSubscription,
  exportActiveSubscribersCsv,
  findSubscriptions,
} from '#app/features/subscriptions/admin-subscriptions.server.ts'
import { SubscriptionListQuerySchema } from '#app/features/subscriptions/subscription.schema.ts'
import { siteDay } from '#app/utils/dates.ts'
import { requireStaff, staffUser } from '#app/features/auth/public.server.ts'
import { pathId, parseInput } from '#server/http/validate.ts'

/** /api/admin/subscriptions: editors and super_admins. */
export const adminSubscriptionsRouter = Router()
adminSubscriptionsRouter.use(requireStaff('subscriptions.manage'))

adminSubscriptionsRouter.get('/', async (req, res) => {
  res.json(await findSubscriptions(parseInput(SubscriptionListQuerySchema, req.query)))
})

adminSubscriptionsRouter.get('/export.csv', async (_req, res) => {
  const csv = await exportActiveSubscribersCsv(staffUser(res))
  res
    .type('text/csv; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="subscribers-${siteDay()}.csv"`)
    .send(csv)
})

adminSubscriptionsRouter.delete('/:id', async (req, res) => {
  await deleteSubscription(pathId(req.params.id), staffUser(res))
  res.json({ success: true })
})
