import type { PageArticle } from '#app/features/articles/pages/page-summaries.ts'

/** GET a JSON list of articles (a bare array or `{articles}`), or throw. */
export async function fetchArticlePage(url: string): Promise<PageArticle[]> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const body = (await response.json()) as PageArticle[] | { articles?: PageArticle[] }
  return Array.isArray(body) ? body : (body.articles ?? [])
}
