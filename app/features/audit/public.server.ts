/** What other features may use of this one on the server (services). */
export {
  type AuditActor,
  auditEntryInsert,
  eraseUserFromAuditLog,
  findAuditEntries,
  recordAudit,
} from './audit-log.server.ts'
