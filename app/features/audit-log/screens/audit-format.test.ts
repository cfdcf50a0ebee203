import { describe, expect, it } from 'vitest'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { AuditEntry } from '#app/features/audit/audit.types.ts'
import { auditLogUrl, detailLines, formatAuditTime, isBackwards, NO_FILTERS, targetLink } from './audit-format.ts'

const LANG = 'en' as const
const t: Translate = (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key)

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  createdAt: '2026-11-26T08:15:03.000Z',
  actor: { id: 1, name: 'Μαρία Π.', email: 'maria@example.com' },
  action: 'article.update',
  targetType: 'article',
  targetId: 7,
  targetLabel: 'Τίτλος',
  details: {},
  ...overrides,
})

describe('the audit log screen', () => {
  it('asks for the filters that are set, a page at a time', () => {
    expect(auditLogUrl(NO_FILTERS, 1)).toBe('/api/admin/audit-log?limit=20&offset=0')
    expect(auditLogUrl({ ...NO_FILTERS, actorId: '3', action: 'article.publish', from: '2026-11-01' }, 3)).toBe(
      '/api/admin/audit-log?actorId=3&action=article.publish&from=2026-11-01&limit=20&offset=40',
    )
  })

  it('refuses a window that ends before it starts', () => {
    expect(isBackwards({ ...NO_FILTERS, from: '2026-11-27', to: '2026-11-26' })).toBe(true)
    expect(isBackwards({ ...NO_FILTERS, from: '2026-11-26', to: '2026-11-26' })).toBe(false)
    expect(isBackwards({ ...NO_FILTERS, from: '2026-11-27' })).toBe(false)
  })

  it('links each target to its screen, and a deleted one nowhere', () => {
    expect(targetLink(entry({}))).toBe('/admin/articles/7/edit')
    expect(targetLink(entry({ action: 'article.delete' }))).toBeNull()
    expect(targetLink(entry({ action: 'category.delete', targetType: 'category' }))).toBe('/admin/categories')
    expect(targetLink(entry({ action: 'user.role_change', targetType: 'user' }))).toBe('/admin/users')
    expect(targetLink(entry({ action: 'user.delete', targetType: 'user' }))).toBeNull()
    const curation = { action: 'curation.update', targetType: 'curation', targetId: null } as const
    expect(targetLink(entry({ ...curation, details: { list: 'breaking_news' } }))).toBe('/admin/breaking-news')
    expect(targetLink(entry({ ...curation, details: { list: 'editors_pick' } }))).toBe('/admin/editors-pick')
    expect(targetLink(entry({ action: 'media.delete', targetType: 'media' }))).toBeNull()
    expect(targetLink(entry({ action: 'auth.sign_in_failed', targetType: 'auth', targetId: null }))).toBeNull()
  })

  it('words the details in the user’s language', () => {
    const publish = entry({
      action: 'article.publish',
      details: { changed: ['status', 'privacyPolicyEn', 'someFutureField'], from: 'draft', to: 'published' },
    })
    // each field by its label; one this screen does not know keeps its name
    expect(detailLines(t, LANG, publish)).toEqual([
      'admin.audit.details.changed {"fields":"admin.editor.field.status, admin.audit.field.privacyPolicyEn, someFutureField"}',
      'admin.audit.details.statusChange {"from":"admin.articleStatus.draft","to":"admin.articleStatus.published"}',
    ])
    const role = entry({
      action: 'user.role_change',
      targetType: 'user',
      details: { from: 'editor', to: 'super_admin' },
    })
    expect(detailLines(t, LANG, role)).toEqual([
      'admin.audit.details.roleChange {"from":"admin.role.editor","to":"admin.role.super_admin"}',
    ])
    const failed = entry({
      action: 'auth.sign_in_failed',
      targetType: 'auth',
      details: { email: 'x@example.com', reason: 'wrong_password', ip: '203.0.113.1' },
    })
    expect(detailLines(t, LANG, failed)).toEqual([
      'admin.audit.details.failedSignIn {"email":"x@example.com","reason":"admin.audit.reason.wrong_password"}',
      'admin.audit.details.ip {"ip":"203.0.113.1"}',
    ])
  })

  it('shows the time to the second in the site’s time zone', () => {
    expect(formatAuditTime('2026-11-26T08:15:03.000Z', 'en')).toBe('26 Nov 2026, 10:15:03')
    expect(formatAuditTime('2026-11-26T08:15:03.000Z', 'gr')).toMatch(/26 Νοε 2026.*10:15:03/)
  })
})
