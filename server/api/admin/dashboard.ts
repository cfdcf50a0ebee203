import { Router } from 'express'
import { getDashboard } from '#app/modules/dashboard/dashboard.server.ts'
import { requireStaff } from '../middleware/require-staff.ts'

export const adminDashboardRouter = Router()

adminDashboardRouter.get('/', requireStaff('dashboard.view'), async (_req, res) => {
  res.json(await getDashboard())
})
