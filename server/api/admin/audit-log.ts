import { Router } from 'express'
import { findAuditEntries } from '#app/modules/audit/audit-log.server.ts'
import { AuditLogQuerySchema } from '#app/modules/audit/audit.schema.ts'
import { requireStaff } from '../middleware/require-staff.ts'
import { parseInput } from '../middleware/validate.ts'

/** /api/admin/audit-log: super_admins read it; there is no call that changes or deletes an entry. */
export const adminAuditLogRouter = Router()
adminAuditLogRouter.use(requireStaff('auditLog.view'))

adminAuditLogRouter.get('/', async (req, res) => {
  res.json(await findAuditEntries(parseInput(AuditLogQuerySchema, req.query)))
})
