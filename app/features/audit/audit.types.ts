/**
 * The audit log as the API answers it (GET /api/admin/audit-log) and the admin's
 * screen reads it: every action it records, named `<targetType>.<verb>`.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.password_change',
  'article.create',
  'article.update',
  'article.publish',
  'article.unpublish',
  'article.delete',
  'article.restore',
  'article.correct',
  'category.create',
  'category.update',
  'category.delete',
  'tag.create',
  'tag.delete',
  'user.create',
  'user.update',
  'user.role_change',
  'user.deactivate',
  'user.activate',
  'user.delete',
  'settings.update',
  'legal_pages.update',
  'curation.update',
  'ad.create',
  'ad.update',
  'ad.delete',
  'media.delete',
  'subscription.delete',
  'subscription.export',
  'newsletter.send',
  'newsletter.schedule',
  'newsletter.cancel',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The part of an action before the dot. */
export type AuditTargetType = AuditAction extends `${infer T}.${string}` ? T : never

export function targetTypeOf(action: AuditAction): AuditTargetType {
  return action.slice(0, action.indexOf('.')) as AuditTargetType
}

export const AUDIT_TARGET_TYPES = [...new Set(AUDIT_ACTIONS.map(targetTypeOf))] as [
  AuditTargetType,
  ...AuditTargetType[],
]

/** One entry: who did what to which target, and a small payload (never a secret). */
export interface AuditEntry {
  id: number
  createdAt: string
  /** null for an attempt no known user made (a failed sign-in of an unknown address) */
  actor: { id: number | null; name: string | null; email: string | null } | null
  action: AuditAction
  targetType: AuditTargetType
  targetId: number | null
  targetLabel: string | null
  details: Record<string, unknown>
}

/** GET /api/admin/audit-log: one page, newest first, and how many entries match. */
export interface AuditLogPage {
  entries: AuditEntry[]
  total: number
}
