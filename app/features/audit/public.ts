/** What other features may use of this one: types, rules and components (no server code). */
export { changedFields } from './audit-details.ts'
export { AuditLogQuerySchema } from './audit.schema.ts'
export {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditEntry,
  type AuditLogPage,
  type AuditTargetType,
} from './audit.types.ts'
