import type { MediaDateRange, MediaTypeFilter } from '#app/features/media/media.schema.ts'

export interface MediaFilters {
  type: MediaTypeFilter
  date: MediaDateRange
  search: string
  offset: number
}

export type MediaView = 'grid' | 'list'

/** This key is refreshed after every upload. */
