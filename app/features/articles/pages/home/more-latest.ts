import { fetchArticlePage } from '#app/features/articles/pages/cards/fetch-article-page.ts'
import type { PageArticle } from '#app/features/articles/pages/page-summaries.ts'
import { LATEST_PAGE_SIZE } from '#app/utils/constants.ts'

/** pages one Show More reads at most while looking for articles not shown yet */
const MAX_PAGES_PER_CLICK = 4

/**
 * One Show More of Latest News (latest-grid.tsx, which loads this module with the
 * click): six articles the reader has not seen, from GET /api/public/articles at
 * `offset`. Pages whose articles the home page already shows elsewhere (breaking news,
 * editor's picks: `known`) add nothing, so it reads on, a few pages at most. Gives the
 * articles read (the grid skips those it shows already), the next offset (right after
 * the last article taken) and whether there may be more.
 */
export async function moreLatest(
  offset: number,
  known: ReadonlySet<number>,
): Promise<{ taken: PageArticle[]; next: number; hasNext: boolean }> {
  const taken: PageArticle[] = []
  let added = 0
  let next = offset
  let hasNext = true
  for (let pages = 0; pages < MAX_PAGES_PER_CLICK && hasNext && added < LATEST_PAGE_SIZE; pages++) {
    const page = await fetchArticlePage(`/api/public/articles?limit=${LATEST_PAGE_SIZE}&offset=${next}`)
    hasNext = page.length === LATEST_PAGE_SIZE
    for (const article of page) {
      if (added === LATEST_PAGE_SIZE) {
        hasNext = true
        break
      }
      taken.push(article)
      next += 1
      if (!known.has(article.id)) added += 1
    }
  }
  return { taken, next, hasNext }
}
