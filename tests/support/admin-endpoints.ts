import type { Permission } from '#app/features/auth/permissions.ts'

/**
 * Every admin endpoint with the permission that opens it ('staff' = any signed-in
 * staff user). The role table test runs each against every role; later work adds
 * its endpoints here.
 */
export interface AdminEndpoint {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  path: string
  permission: Permission | 'staff'
}

export const ADMIN_ENDPOINTS: AdminEndpoint[] = [
  { method: 'get', path: '/api/auth/user', permission: 'staff' },
  { method: 'get', path: '/api/admin/current-user', permission: 'staff' },
  { method: 'put', path: '/api/admin/profile/language', permission: 'staff' },
  { method: 'get', path: '/api/admin/dashboard', permission: 'dashboard.view' },
  { method: 'get', path: '/api/admin/users', permission: 'users.manage' },
  { method: 'post', path: '/api/admin/users', permission: 'users.manage' },
  { method: 'put', path: '/api/admin/users/999999', permission: 'users.manage' },
  { method: 'put', path: '/api/admin/users/999999/role', permission: 'users.manage' },
  { method: 'delete', path: '/api/admin/users/999999', permission: 'users.manage' },
  { method: 'get', path: '/api/admin/articles', permission: 'articles.write' },
  { method: 'get', path: '/api/admin/articles/999999', permission: 'articles.write' },
  { method: 'post', path: '/api/admin/articles', permission: 'articles.write' },
  { method: 'put', path: '/api/admin/articles/999999', permission: 'articles.write' },
  { method: 'delete', path: '/api/admin/articles/999999', permission: 'articles.write' },
  { method: 'get', path: '/api/admin/articles/999999/revisions', permission: 'articles.write' },
  { method: 'get', path: '/api/admin/articles/999999/revisions/999999', permission: 'articles.write' },
  { method: 'post', path: '/api/admin/articles/999999/revisions/999999/restore', permission: 'articles.write' },
  { method: 'get', path: '/api/admin/articles/presence', permission: 'articles.write' },
  { method: 'get', path: '/api/admin/articles/999999/autosave', permission: 'articles.write' },
  { method: 'put', path: '/api/admin/articles/999999/autosave', permission: 'articles.write' },
  { method: 'delete', path: '/api/admin/articles/999999/autosave', permission: 'articles.write' },
  { method: 'post', path: '/api/admin/articles/999999/presence', permission: 'articles.write' },
  { method: 'post', path: '/api/admin/articles/999999/presence/take-over', permission: 'articles.write' },
  { method: 'delete', path: '/api/admin/articles/999999/presence/tab-000000', permission: 'articles.write' },
  { method: 'get', path: '/api/admin/articles/999999/corrections', permission: 'articles.write' },
  { method: 'post', path: '/api/admin/articles/999999/corrections', permission: 'articles.correct' },
  { method: 'get', path: '/api/admin/categories', permission: 'categories.manage' },
  { method: 'post', path: '/api/admin/categories', permission: 'categories.manage' },
  { method: 'put', path: '/api/admin/categories/999999', permission: 'categories.manage' },
  { method: 'delete', path: '/api/admin/categories/999999', permission: 'categories.manage' },
  { method: 'get', path: '/api/admin/tags', permission: 'tags.manage' },
  { method: 'post', path: '/api/admin/tags', permission: 'tags.manage' },
  { method: 'delete', path: '/api/admin/tags/999999', permission: 'tags.manage' },
  { method: 'get', path: '/api/admin/advertisements', permission: 'advertisements.manage' },
  { method: 'post', path: '/api/admin/advertisements', permission: 'advertisements.manage' },
  { method: 'put', path: '/api/admin/advertisements/999999', permission: 'advertisements.manage' },
  { method: 'delete', path: '/api/admin/advertisements/999999', permission: 'advertisements.manage' },
  { method: 'get', path: '/api/admin/settings', permission: 'editorsPick.manage' },
  { method: 'put', path: '/api/admin/settings', permission: 'settings.manage' },
  { method: 'get', path: '/api/admin/subscriptions', permission: 'subscriptions.manage' },
  { method: 'get', path: '/api/admin/subscriptions/export.csv', permission: 'subscriptions.manage' },
  { method: 'delete', path: '/api/admin/subscriptions/999999', permission: 'subscriptions.manage' },
  { method: 'get', path: '/api/admin/newsletters', permission: 'newsletters.manage' },
  { method: 'post', path: '/api/admin/newsletters', permission: 'newsletters.manage' },
  { method: 'get', path: '/api/admin/newsletters/999999', permission: 'newsletters.manage' },
  { method: 'put', path: '/api/admin/newsletters/999999', permission: 'newsletters.manage' },
  { method: 'get', path: '/api/admin/newsletters/999999/preview', permission: 'newsletters.manage' },
  { method: 'post', path: '/api/admin/newsletters/999999/test', permission: 'newsletters.manage' },
  { method: 'post', path: '/api/admin/newsletters/999999/send', permission: 'newsletters.manage' },
  { method: 'post', path: '/api/admin/newsletters/999999/cancel', permission: 'newsletters.manage' },
  { method: 'post', path: '/api/objects/upload', permission: 'media.manage' },
  { method: 'put', path: '/api/images', permission: 'media.manage' },
  { method: 'get', path: '/api/admin/media', permission: 'media.manage' },
  { method: 'patch', path: '/api/admin/media/999999', permission: 'media.manage' },
  { method: 'delete', path: '/api/admin/media/999999', permission: 'media.manage' },
  { method: 'get', path: '/api/admin/audit-log', permission: 'auditLog.view' },
]
