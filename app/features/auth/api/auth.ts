import { Router } from 'express'
import { requireStaff, staffUser } from '../require-staff.server.ts'

/** GET /api/auth/user (current user or 401) and GET /api/login (where a 401 sends the browser). */
export const authRouter = Router()

authRouter.get('/auth/user', requireStaff(), (_req, res) => {
  res.json(staffUser(res))
})

authRouter.get('/login', (_req, res) => {
  res.redirect(302, '/admin')
})
