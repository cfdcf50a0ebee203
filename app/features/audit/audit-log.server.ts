import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import { auditLog } from '#db/schema/index.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { getDb, type DatabaseOrTransaction } from '#app/utils/db.server.ts'
import type { AuditLogQuery } from './audit.schema.ts'
import { targetTypeOf, type AuditAction, type AuditEntry, type AuditLogPage } from './audit.types.ts'

/**
 * The audit log: one entry per staff action that changes something or signs
 * someone in, written by the service that makes the change, inside its transaction when
 * it has one, so an entry exists exactly when the change happened. No call changes or
 * deletes an entry, except erasing a deleted user's name and e-mail and the retention.
 */

/** Who acted: the signed-in StaffUser (or the user row of a sign-in), copied into the entry. */
export interface AuditActor {
  id: number
  email: string
  firstName: string
  lastName: string
}

export interface AuditRecord {
  /** null when no known user acted (a failed sign-in of an unknown address) */
  actor: AuditActor | null
  action: AuditAction
  targetId?: number | null
  targetLabel?: string | null
  /** a small useful payload; keys naming a secret are dropped whatever the caller passes */
  details?: Record<string, unknown>
}

const SECRET_KEY = /password|hash|token|secret|^code$/i

function withoutSecrets(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !SECRET_KEY.test(key)))
}

export async function recordAudit(db: DatabaseOrTransaction, entry: AuditRecord): Promise<void> {
  await auditEntryInsert(db, entry)
}

/** The statement that writes `entry`, not yet run: for a write that joins others in one statement (writeTogether). */
export function auditEntryInsert(db: DatabaseOrTransaction, entry: AuditRecord) {
  const { actor } = entry
  return db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorName: actor ? `${actor.firstName} ${actor.lastName}`.trim() : null,
    actorEmail: actor?.email ?? null,
    action: entry.action,
    targetType: targetTypeOf(entry.action),
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? null,
    details: withoutSecrets(entry.details ?? {}),
  })
}

/** What a deleted user's name and e-mail become in the log. */
export const erasedUserLabel = (userId: number) => `deleted user #${userId}`

/**
 * Right to erasure, in the transaction that deletes the user: their entries keep the id,
 * but the name and e-mail become "deleted user #id" (and lose the e-mail a failed sign-in
 * tried and the client address), as does the target's label where the user is the target.
 */
export async function eraseUserFromAuditLog(db: DatabaseOrTransaction, userId: number): Promise<void> {
  const label = erasedUserLabel(userId)
  await db
    .update(auditLog)
    .set({ actorName: label, actorEmail: label, details: sql`${auditLog.details} - 'email' - 'ip'` })
    .where(eq(auditLog.actorId, userId))
  await db
    .update(auditLog)
    .set({ targetLabel: label })
    .where(and(inArray(auditLog.targetType, ['user', 'auth']), eq(auditLog.targetId, userId)))
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Entries older than AUDIT_RETENTION_DAYS (the scheduled cleanup); answers how many were deleted. */
export async function deleteExpiredAuditEntries(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - getConfig().auditRetentionDays * DAY_MS)
  const deleted = await getDb().delete(auditLog).where(lt(auditLog.createdAt, cutoff)).returning({ id: auditLog.id })
  return deleted.length
}

function filters(query: AuditLogQuery): SQL | undefined {
  const conditions: SQL[] = []
  if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId))
  if (query.action) conditions.push(eq(auditLog.action, query.action))
  if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType))
  if (query.from) conditions.push(gte(auditLog.createdAt, query.from))
  if (query.to) conditions.push(lt(auditLog.createdAt, query.to))
  return conditions.length ? and(...conditions) : undefined
}

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  const known = row.actorId !== null || row.actorName !== null || row.actorEmail !== null
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: known ? { id: row.actorId, name: row.actorName, email: row.actorEmail } : null,
    action: row.action as AuditAction,
    targetType: row.targetType as AuditEntry['targetType'],
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    details: row.details,
  }
}

/** One page of the log, newest first, with the number of entries that match. */
export async function findAuditEntries(query: AuditLogQuery): Promise<AuditLogPage> {
  const db = getDb()
  const where = filters(query)
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ])
  return { entries: rows.map(toEntry), total: totalRow?.n ?? 0 }
}
