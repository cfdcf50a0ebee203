import type { ArticleStatus } from '#db/schema/enums.ts'
import type { TranslationState } from '#app/features/articles/translation-state.ts'

export type StatusFilter = ArticleStatus | 'all'
export type TranslationFilter = TranslationState | 'all'

/** The list's filters and page; 'all' (or empty search) leaves a filter out of the call. */
export interface ArticleListFilters {
  status: StatusFilter
  categoryId: number | null
  authorId: number | null
  translation: TranslationFilter
  search: string
  offset: number
}

/** Every article query starts with this segment: lists and single articles refresh together. */
