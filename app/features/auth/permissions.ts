import type { Role } from '#db/schema/enums.ts'

/**
 * The one permission table (docs/architecture.md). The API's
 * guards, the admin sidebar and the screens all read it, so they cannot disagree.
 */
const EVERY_STAFF_ROLE: readonly Role[] = ['super_admin', 'editor', 'contributor']
const EDITORS: readonly Role[] = ['super_admin', 'editor']
const SUPER_ADMIN: readonly Role[] = ['super_admin']

export const PERMISSIONS = {
  'dashboard.view': EVERY_STAFF_ROLE,
  /** list articles, create them, edit one's own drafts and articles under review */
  'articles.write': EVERY_STAFF_ROLE,
  /** publish, and edit or delete anybody's article */
  'articles.publish': EDITORS,
  /** add a dated correction note to a published article; nobody deletes one */
  'articles.correct': EDITORS,
  'media.manage': EVERY_STAFF_ROLE,
  'categories.manage': EVERY_STAFF_ROLE,
  'tags.manage': EVERY_STAFF_ROLE,
  'users.manage': SUPER_ADMIN,
  'settings.manage': SUPER_ADMIN,
  'breakingNews.manage': SUPER_ADMIN,
  'legalPages.manage': SUPER_ADMIN,
  'editorsPick.manage': EDITORS,
  'advertisements.manage': EDITORS,
  'subscriptions.manage': EDITORS,
  /** compose, test, schedule and send newsletter issues */
  'newsletters.manage': EDITORS,
  /** read the audit log (nobody may change it) */
  'auditLog.view': SUPER_ADMIN,
} as const satisfies Record<string, readonly Role[]>

export type Permission = keyof typeof PERMISSIONS

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role)
}

/** The admin screens: path, the permission that opens them, and their sidebar label key. */
export const ADMIN_SCREENS = [
  { path: '/admin/dashboard', permission: 'dashboard.view', label: 'admin.nav.dashboard', icon: 'dashboard' },
  { path: '/admin/articles', permission: 'articles.write', label: 'admin.nav.articles', icon: 'articles' },
  { path: '/admin/articles/new', permission: 'articles.write', label: 'admin.nav.newArticle', icon: 'newArticle' },
  { path: '/admin/media', permission: 'media.manage', label: 'admin.nav.media', icon: 'media' },
  { path: '/admin/categories', permission: 'categories.manage', label: 'admin.nav.categories', icon: 'categories' },
  { path: '/admin/users', permission: 'users.manage', label: 'admin.nav.users', icon: 'users' },
  {
    path: '/admin/breaking-news',
    permission: 'breakingNews.manage',
    label: 'admin.nav.breakingNews',
    icon: 'breakingNews',
  },
  {
    path: '/admin/editors-pick',
    permission: 'editorsPick.manage',
    label: 'admin.nav.editorsPick',
    icon: 'editorsPick',
  },
  {
    path: '/admin/advertisements',
    permission: 'advertisements.manage',
    label: 'admin.nav.advertisements',
    icon: 'advertisements',
  },
  {
    path: '/admin/subscriptions',
    permission: 'subscriptions.manage',
    label: 'admin.nav.subscriptions',
    icon: 'subscriptions',
  },
  {
    path: '/admin/newsletters',
    permission: 'newsletters.manage',
    label: 'admin.nav.newsletters',
    icon: 'newsletters',
  },
  { path: '/admin/settings', permission: 'settings.manage', label: 'admin.nav.settings', icon: 'settings' },
  { path: '/admin/legal-pages', permission: 'legalPages.manage', label: 'admin.nav.legalPages', icon: 'legalPages' },
  { path: '/admin/audit-log', permission: 'auditLog.view', label: 'admin.nav.auditLog', icon: 'auditLog' },
] as const satisfies readonly { path: string; permission: Permission; label: string; icon: string }[]

export type AdminScreen = (typeof ADMIN_SCREENS)[number]
export type AdminScreenPath = AdminScreen['path']

/** The sidebar: the screens this role may open. */
export function screensFor(role: Role | null | undefined): AdminScreen[] {
  return ADMIN_SCREENS.filter((screen) => can(role, screen.permission))
}

/** The screen guard's rule: the role holds the permission ADMIN_SCREENS gives the screen at this path. */
export function canOpenScreen(role: Role | null | undefined, path: AdminScreenPath): boolean {
  return screensFor(role).some((screen) => screen.path === path)
}
