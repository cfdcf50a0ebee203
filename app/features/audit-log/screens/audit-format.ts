import { countText } from '#app/i18n/plural.ts'
import type { TranslationKey } from '#app/i18n/text-keys.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { Language } from '#app/i18n/language.ts'
import { intlLocale } from '#app/i18n/language.ts'
import { SITE_TIME_ZONE } from '#app/utils/constants.ts'
import type { AuditAction, AuditEntry, AuditTargetType } from '#app/features/audit/public.ts'
import { auditFieldLabel } from './audit-field-labels.ts'

/** What the Audit log screen shows of an entry, and the address it asks for. */
export const AUDIT_SCREEN_PAGE_SIZE = 20

export interface AuditFilters {
  /** '' for all */
  actorId: string
  action: AuditAction | ''
  targetType: AuditTargetType | ''
  /** calendar days (YYYY-MM-DD) or '' */
  from: string
  to: string
}

export const NO_FILTERS: AuditFilters = { actorId: '', action: '', targetType: '', from: '', to: '' }

/** A window that ends before it starts (days compare as text). */
export const isBackwards = (filters: AuditFilters) =>
  filters.from !== '' && filters.to !== '' && filters.from > filters.to

/** GET /api/admin/audit-log for a page (1-based), the empty filters left out. */
export function auditLogUrl(filters: AuditFilters, page: number): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value)
  params.set('limit', String(AUDIT_SCREEN_PAGE_SIZE))
  params.set('offset', String((page - 1) * AUDIT_SCREEN_PAGE_SIZE))
  return `/api/admin/audit-log?${params}`
}

export const auditPageCount = (total: number) => Math.max(1, Math.ceil(total / AUDIT_SCREEN_PAGE_SIZE))

/** Date and time to the second, in the site's time zone: "26 Νοε 2026, 10:15:03" / "26 Nov 2026, 10:15:03". */
export function formatAuditTime(value: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone: SITE_TIME_ZONE,
  }).format(new Date(value))
}

/** The screen where the target can be seen, or null when it has none (or is gone). */
export function targetLink(entry: Pick<AuditEntry, 'action' | 'targetType' | 'targetId' | 'details'>): string | null {
  if (entry.action.endsWith('.delete') && entry.targetType !== 'category' && entry.targetType !== 'tag') return null
  switch (entry.targetType) {
    case 'article':
      return entry.targetId ? `/admin/articles/${entry.targetId}/edit` : null
    case 'category':
    case 'tag':
      return '/admin/categories'
    case 'user':
    case 'auth':
      return entry.targetId ? '/admin/users' : null
    case 'settings':
      return '/admin/settings'
    case 'legal_pages':
      return '/admin/legal-pages'
    case 'curation':
      return entry.details.list === 'breaking_news' ? '/admin/breaking-news' : '/admin/editors-pick'
    case 'ad':
      return '/admin/advertisements'
    case 'subscription':
      return '/admin/subscriptions'
    default:
      return null
  }
}

/** The target as the row names it: its label, a translated list or screen name, or its id. */
export function targetText(t: Translate, entry: AuditEntry): string {
  if (entry.targetType === 'curation') return t(`admin.audit.list.${String(entry.details.list)}` as TranslationKey)
  if (entry.targetLabel) return entry.targetLabel
  if (entry.targetId) return `${t(`admin.audit.target.${entry.targetType}`)} #${entry.targetId}`
  return t(`admin.audit.target.${entry.targetType}`)
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/** The details as short lines in the user's language. */
export function detailLines(t: Translate, language: Language, entry: AuditEntry): string[] {
  const d = entry.details
  const lines: string[] = []
  if (entry.action === 'auth.sign_in_failed') {
    const reason = t(`admin.audit.reason.${text(d.reason)}` as TranslationKey)
    lines.push(t('admin.audit.details.failedSignIn', { email: text(d.email) || '—', reason }))
  }
  if (Array.isArray(d.changed)) {
    lines.push(
      d.changed.length
        ? t('admin.audit.details.changed', {
            fields: d.changed.map((field) => auditFieldLabel(t, text(field))).join(', '),
          })
        : t('admin.audit.details.nothingChanged'),
    )
  }
  if (entry.action === 'user.role_change') {
    const role = (value: unknown) => t(`admin.role.${text(value)}` as TranslationKey)
    lines.push(t('admin.audit.details.roleChange', { from: role(d.from), to: role(d.to) }))
  } else if (entry.targetType === 'article' && d.from && d.to) {
    const status = (value: unknown) => t(`admin.articleStatus.${text(value)}` as TranslationKey)
    lines.push(t('admin.audit.details.statusChange', { from: status(d.from), to: status(d.to) }))
  }
  if (Array.isArray(d.articleIds))
    lines.push(countText(t, language, 'admin.audit.details.articles', d.articleIds.length))
  if (typeof d.rows === 'number') lines.push(t('admin.audit.details.rows', { rows: d.rows }))
  if (typeof d.ip === 'string') lines.push(t('admin.audit.details.ip', { ip: d.ip }))
  return lines
}
