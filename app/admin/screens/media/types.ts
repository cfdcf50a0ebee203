import type { MediaDateRange, MediaTypeFilter } from '#app/modules/media/media.schema.ts'

export interface MediaFilters {
  type: MediaTypeFilter
  date: MediaDateRange
  search: string
  offset: number
}

export type MediaView = 'grid' | 'list'

/** SPEC.md section 7: this key is refreshed after every upload. */
export const MEDIA_QUERY_KEY = ['/api/admin/media'] as const
