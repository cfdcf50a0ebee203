/** One row of GET /api/admin/categories. */
export interface AdminCategory {
  id: number
  slug: string
  name: string
  nameEn: string | null
  nameGr: string | null
  description: string | null
  descriptionEn: string | null
  color: string
  parentId: number | null
  sortOrder: number
  createdAt: string
  updatedAt: string
}

/** One row of GET /api/admin/tags. */
export interface AdminTag {
  id: number
  name: string
  slug: string
}

export const CATEGORIES_QUERY_KEY = ['/api/admin/categories'] as const
export const TAGS_QUERY_KEY = ['/api/admin/tags'] as const
