import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The audit log: every staff action that changes something or signs someone in,
 * append-only (no call changes or deletes an entry; the schedule deletes entries older
 * than AUDIT_RETENTION_DAYS). The actor's name and e-mail are copied in, so the entry
 * still says who after the user is gone; erasing a user replaces them with
 * "deleted user #id" and keeps the id (no foreign key on purpose).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** null for an action no signed-in user made (a failed sign-in of an unknown address) */
    actorId: integer(),
    actorName: text(),
    actorEmail: text(),
    /** `<targetType>.<verb>`: auth.sign_in, article.publish, user.role_change, … */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: integer(),
    targetLabel: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
)
