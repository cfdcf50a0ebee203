import { describe, expect, it } from 'vitest'
import { ADMIN_SCREENS, can, canOpenScreen, screensFor } from './permissions.ts'

describe('permission table', () => {
  it('gives users, settings, breaking news and legal pages to the super_admin alone', () => {
    for (const permission of [
      'users.manage',
      'settings.manage',
      'breakingNews.manage',
      'legalPages.manage',
      'auditLog.view',
    ] as const) {
      expect([can('super_admin', permission), can('editor', permission), can('contributor', permission)]).toEqual([
        true,
        false,
        false,
      ])
    }
  })

  it("gives editor's pick, ads, subscriptions and publishing to editors and super_admins", () => {
    for (const permission of [
      'editorsPick.manage',
      'advertisements.manage',
      'subscriptions.manage',
      'articles.publish',
    ] as const) {
      expect([can('super_admin', permission), can('editor', permission), can('contributor', permission)]).toEqual([
        true,
        true,
        false,
      ])
    }
  })

  it('gives every staff user the dashboard, articles, media, categories and tags, and nobody else anything', () => {
    for (const permission of [
      'dashboard.view',
      'articles.write',
      'media.manage',
      'categories.manage',
      'tags.manage',
    ] as const) {
      expect(can('contributor', permission)).toBe(true)
      expect(can(null, permission)).toBe(false)
    }
  })

  it('builds the sidebar from the same table', () => {
    expect(screensFor('contributor').map((s) => s.path)).toEqual([
      '/admin/dashboard',
      '/admin/articles',
      '/admin/articles/new',
      '/admin/media',
      '/admin/categories',
    ])
    expect(screensFor('editor').map((s) => s.path)).not.toContain('/admin/users')
    expect(screensFor('editor').map((s) => s.path)).toContain('/admin/editors-pick')
    expect(screensFor('super_admin')).toHaveLength(14)
    expect(screensFor('editor').map((s) => s.path)).toContain('/admin/newsletters')
    expect(canOpenScreen('contributor', '/admin/newsletters')).toBe(false)
    expect(screensFor('editor').map((s) => s.path)).not.toContain('/admin/audit-log')
  })

  it('opens a screen to exactly the roles its permission names (the route guard and the sidebar agree)', () => {
    expect(canOpenScreen('contributor', '/admin/articles/new')).toBe(true)
    expect(canOpenScreen('contributor', '/admin/subscriptions')).toBe(false)
    expect(canOpenScreen('editor', '/admin/advertisements')).toBe(true)
    expect(canOpenScreen('editor', '/admin/legal-pages')).toBe(false)
    expect(canOpenScreen(null, '/admin/dashboard')).toBe(false)
    for (const role of ['super_admin', 'editor', 'contributor'] as const) {
      const openable = ADMIN_SCREENS.filter((screen) => canOpenScreen(role, screen.path))
      expect(openable).toEqual(screensFor(role))
    }
  })
})
