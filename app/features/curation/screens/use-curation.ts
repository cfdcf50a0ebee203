import { useQueries, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#app/ui/admin/api-client.ts'
import type { CurationArticle } from './types.ts'

/** The picker's source: published articles, newest first (the API's maximum page). */
export const PICKER_ARTICLES_LIMIT = 200
const PUBLISHED_URL = `/api/admin/articles?status=published&limit=${PICKER_ARTICLES_LIMIT}`

/**
 * Published articles for the picker, and the chosen articles themselves: one not among
 * the loaded published ones (older, or no longer published) is fetched on its own.
 */
export function useCurationArticles(chosenIds: readonly number[] | undefined) {
  const published = useQuery<CurationArticle[]>({
    // under the article lists' key, so article changes refresh it too
    queryKey: ['/api/admin/articles', 'curation-picker'],
    queryFn: async () => (await apiRequest<{ articles: CurationArticle[] }>('GET', PUBLISHED_URL)).articles,
  })
  const known = new Map((published.data ?? []).map((article) => [article.id, article]))
  const missing = published.data ? (chosenIds ?? []).filter((id) => !known.has(id)) : []
  const extra = useQueries({
    queries: missing.map((id) => ({ queryKey: ['/api/admin/articles', id] })),
  })
  for (const result of extra) {
    const article = result.data as CurationArticle | undefined
    if (article) known.set(article.id, article)
  }
  return { published, byId: known }
}

/**
 * The ids of the published articles the search engine finds for `search` (the article
 * list's engine: word forms, Greeklish; ADR 008), so the picker offers them too.
 */
export function usePublishedSearchIds(search: string): ReadonlySet<number> {
  const found = useQuery<number[]>({
    queryKey: ['/api/admin/articles', 'curation-search', search],
    enabled: search !== '',
    queryFn: async () =>
      (
        await apiRequest<{ articles: { id: number }[] }>('GET', `${PUBLISHED_URL}&search=${encodeURIComponent(search)}`)
      ).articles.map((article) => article.id),
  })
  return new Set(search === '' ? [] : (found.data ?? []))
}
