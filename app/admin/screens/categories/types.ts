export const CATEGORIES_QUERY_KEY = ['/api/admin/categories'] as const
export const TAGS_QUERY_KEY = ['/api/admin/tags'] as const
