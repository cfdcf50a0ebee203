/**
 * The admin's TanStack Query keys: each is the address of the list it caches. One home,
 * since a change on one screen empties others' lists (an article deleted changes the
 * dashboard's figures and the users' article counts).
 */
export const ARTICLES_QUERY_KEY = ['/api/admin/articles'] as const
export const DASHBOARD_QUERY_KEY = ['/api/admin/dashboard'] as const
export const USERS_QUERY_KEY = ['/api/admin/users'] as const
export const MEDIA_QUERY_KEY = ['/api/admin/media'] as const
export const CATEGORIES_QUERY_KEY = ['/api/admin/categories'] as const
export const TAGS_QUERY_KEY = ['/api/admin/tags'] as const
export const ADS_QUERY_KEY = ['/api/admin/advertisements'] as const
export const SETTINGS_QUERY_KEY = ['/api/admin/settings'] as const
export const NEWSLETTERS_QUERY_KEY = ['/api/admin/newsletters'] as const
export const SUBSCRIPTIONS_QUERY_KEY = ['/api/admin/subscriptions'] as const
