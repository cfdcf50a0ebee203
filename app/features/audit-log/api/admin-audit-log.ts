import { Router } from 'express'
import { findAuditEntries } from '#app/features/audit/public.server.ts'
import { AuditLogQuerySchema } from '#app/features/audit/public.ts'
import { requireStaff } from '#app/features/auth/public.server.ts'
import { parseInput } from '#server/http/validate.ts'

/** /api/admin/audit-log: super_admins read it; there is no call that changes or deletes an entry. */
export const adminAuditLogRouter = Router()
adminAuditLogRouter.use(requireStaff('auditLog.view'))

adminAuditLogRouter.get('/', async (req, res) => {
  res.json(await findAuditEntries(parseInput(AuditLogQuerySchema, req.query)))
})
