import { ARTICLE_SORTS, type ArticleSort } from './search-options.ts'

/** The /articles filters as the address carries them: ?search=&category={slug}&sort= */
export interface ArticleFilters {
  search: string
  category: string
  sort: ArticleSort
}

export const DEFAULT_SORT: ArticleSort = 'latest'

export function isArticleSort(value: unknown): value is ArticleSort {
  return typeof value === 'string' && (ARTICLE_SORTS as readonly string[]).includes(value)
}

export function filtersFromParams(params: URLSearchParams): ArticleFilters {
  const sort = params.get('sort')
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    category: (params.get('category') ?? '').trim(),
    sort: isArticleSort(sort) ? sort : DEFAULT_SORT,
  }
}

/**
 * The query string of a set of filters; defaults are left out. A `?lang=` of a
 * shared link is dropped: the chosen language lives in the cookie from then on.
 */
export function filtersToParams(filters: ArticleFilters): URLSearchParams {
  const next = new URLSearchParams()
  if (filters.search) next.set('search', filters.search)
  if (filters.category) next.set('category', filters.category)
  if (filters.sort !== DEFAULT_SORT) next.set('sort', filters.sort)
  return next
}

/** The filters that differ from the defaults (one chip each), none when nothing filters the list. */
export function activeFilters(filters: ArticleFilters): Partial<ArticleFilters> {
  const active: Partial<ArticleFilters> = {}
  if (filters.search) active.search = filters.search
  if (filters.category) active.category = filters.category
  if (filters.sort !== DEFAULT_SORT) active.sort = filters.sort
  return active
}
