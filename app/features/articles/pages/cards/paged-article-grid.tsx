import { Suspense, useMemo, useRef, useState } from 'react'
import type { PageArticle } from '#app/features/articles/pages/page-summaries.ts'
import { useHiddenBrokenPictures } from '#app/features/media/public.ts'
import { lazyView, Island } from '#app/ui/island.tsx'
import { LoadMoreButton } from './load-more-button.tsx'

const loadCards = () => import('./article-cards.tsx')
// the request's code comes with the click
const loadFetch = () => import('./fetch-article-page.ts')
const ArticleCards = lazyView(async () => (await loadCards()).ArticleCards)

interface PagedArticleGridProps {
  /** the first page; undefined: kept from the server's HTML (static islands) */
  initial: PageArticle[] | undefined
  /** the ids of the first page */
  initialIds: number[]
  pageSize: number
  /** all matches, when the server counts them; otherwise a short page means the end */
  total?: number
  /** the JSON API's address of the page starting at `offset` */
  pageUrl: (offset: number) => string
  label: string
  eagerCount?: number
  /** the cards' title heading (ArticleCard's `heading`) */
  heading?: 'h2' | 'h3'
}

/**
 * A server-rendered first page of articles with a "load more" button that appends
 * the next pages from the JSON API. Give it a `key` that changes with its filters.
 * A new first page for the same filters (the other language) replaces the first
 * page and keeps the pages loaded since.
 *
 * The first page is an island (docs/decisions/014-static-islands.md): a page document
 * keeps the server's cards, and the cards' code comes only when the browser draws
 * cards itself (a navigation, the other language, "load more";
 * docs/decisions/016-first-load-javascript.md).
 */
export function PagedArticleGrid({
  initial,
  initialIds,
  pageSize,
  total,
  pageUrl,
  label,
  eagerCount = 0,
  heading,
}: PagedArticleGridProps) {
  const [more, setMore] = useState<PageArticle[]>([])
  // the cards "load more" added, without those shown already
  const appended = useMemo(() => {
    const seen = new Set(initialIds)
    return more.filter((article) => !seen.has(article.id) && Boolean(seen.add(article.id)))
  }, [initialIds, more])
  const count = initialIds.length + appended.length
  const [ended, setEnded] = useState(initialIds.length < pageSize)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const hasMore = total === undefined ? !ended : count < total && !ended
  const grid = useRef<HTMLDivElement>(null)
  useHiddenBrokenPictures(grid)

  async function loadMore() {
    setLoading(true)
    setFailed(false)
    // the cards' code comes while the articles do
    void loadCards().catch(() => undefined)
    try {
      const page = await (await loadFetch()).fetchArticlePage(pageUrl(count))
      setMore((loaded) => [...loaded, ...page])
      if (page.length < pageSize) setEnded(true)
    } catch (error) {
      console.warn('Loading more articles failed', error)
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      <div ref={grid} data-section="articles" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {/* display: contents, so its cards are the grid's own */}
        <Island keep={!initial} className="contents">
          {initial ? <ArticleCards articles={initial} eagerCount={eagerCount} heading={heading} /> : null}
        </Island>
        {appended.length > 0 ? (
          // drawn outside a transition (a click), so a boundary of their own
          <Suspense fallback={null}>
            <ArticleCards articles={appended} heading={heading} />
          </Suspense>
        ) : null}
      </div>
      {hasMore ? (
        <LoadMoreButton label={label} loading={loading} failed={failed} onClick={() => void loadMore()} />
      ) : null}
    </>
  )
}
