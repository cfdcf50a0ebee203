import type { MediaDateRange, MediaTypeFilter } from '#app/modules/media/media.schema.ts'

export type MediaKind = 'image' | 'video' | 'document'

/** One file of GET /api/admin/media. */
export interface MediaItem {
  id: number
  name: string
  type: MediaKind
  url: string
  size: number
  width: number | null
  height: number | null
  altText: string | null
  caption: string | null
  variants: Record<string, string>
  uploadedAt: string
  uploadedBy: { firstName: string; lastName: string } | null
}

export interface MediaPage {
  items: MediaItem[]
  total: number
}

export interface MediaFilters {
  type: MediaTypeFilter
  date: MediaDateRange
  search: string
  offset: number
}

export type MediaView = 'grid' | 'list'

/** SPEC.md section 7: this key is refreshed after every upload. */
export const MEDIA_QUERY_KEY = ['/api/admin/media'] as const
