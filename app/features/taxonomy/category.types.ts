/** One category as GET /api/admin/categories lists it and POST / PUT answer it. */
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

/** One tag of GET /api/admin/tags (and of POST's list of those created). */
export interface AdminTag {
  id: number
  name: string
  slug: string
}
