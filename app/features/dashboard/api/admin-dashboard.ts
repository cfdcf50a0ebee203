import { Router } from 'express'
import { getDashboard } from '#app/features/dashboard/dashboard.server.ts'
import { requireStaff } from '#app/features/auth/public.server.ts'

export const adminDashboardRouter = Router()

adminDashboardRouter.get('/', requireStaff('dashboard.view'), async (_req, res) => {
  res.json(await getDashboard())
})
