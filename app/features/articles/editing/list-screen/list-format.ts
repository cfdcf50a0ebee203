import { ADMIN_ARTICLES_PAGE_SIZE, ADMIN_SUBTITLE_PREVIEW } from '#app/utils/constants.ts'
import type { ArticleListFilters } from './types.ts'

/** The list shows at most the first 50 characters of a subtitle. */
export function subtitlePreview(subtitle: string, max: number = ADMIN_SUBTITLE_PREVIEW): string {
  const text = subtitle.trim()
  const chars = Array.from(text)
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : text
}

/** GET /api/admin/articles with the filters that are set. */
export function articleListUrl(filters: ArticleListFilters, limit: number = ADMIN_ARTICLES_PAGE_SIZE): string {
  const params = new URLSearchParams()
  if (filters.status !== 'all') params.set('status', filters.status)
  if (filters.categoryId !== null) params.set('categoryId', String(filters.categoryId))
  if (filters.authorId !== null) params.set('authorId', String(filters.authorId))
  if (filters.translation !== 'all') params.set('translation', filters.translation)
  const search = filters.search.trim()
  if (search) params.set('search', search)
  params.set('limit', String(limit))
  params.set('offset', String(filters.offset))
  return `/api/admin/articles?${params.toString()}`
}
