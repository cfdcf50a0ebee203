import { Suspense, useMemo, useState } from 'react'
import { lazyView, Island } from '#app/ui/island.tsx'
import { LoadMoreButton } from '#app/features/articles/pages/cards/load-more-button.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { PageArticle } from '#app/features/articles/pages/page-summaries.ts'
import { appendLatest } from './latest-articles.ts'

const loadViews = () => import('./home-views.tsx')
const Cards = lazyView(async () => (await loadViews()).Cards)

interface LatestGridProps {
  /** the first page; undefined: kept from the server's HTML (static islands) */
  initial: PageArticle[] | undefined
  /** the ids of the first page */
  initialIds: number[]
  /** the offset of the next page: latest articles read so far */
  offset: number
  hasMore: boolean
  /** breaking news and editor's picks, which never repeat here */
  excludedIds: number[]
}

/**
 * Latest News with Show More: 6 more per click from GET /api/public/articles
 * (more-latest.ts, loaded with the click). New first articles (the other language)
 * replace the first ones and keep those shown since.
 */
export function LatestGrid({
  initial,
  initialIds,
  offset: initialOffset,
  hasMore: initialHasMore,
  excludedIds,
}: LatestGridProps) {
  const t = useT()
  const [more, setMore] = useState<PageArticle[]>([])
  // the cards Show More added after the first page
  const appended = useMemo(
    () =>
      appendLatest(
        initialIds.map((id) => ({ id })),
        more,
        new Set(excludedIds),
      ).slice(initialIds.length),
    [initialIds, more, excludedIds],
  ) as PageArticle[]
  const [offset, setOffset] = useState(initialOffset)
  const [hasMore, setHasMore] = useState(initialHasMore)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)

  async function showMore() {
    setLoading(true)
    setFailed(false)
    // the cards' code comes while the articles do
    void loadViews().catch(() => undefined)
    try {
      const { moreLatest } = await import('./more-latest.ts')
      const { taken, next, hasNext } = await moreLatest(
        offset,
        new Set([...initialIds, ...appended.map((a) => a.id), ...excludedIds]),
      )
      setMore((loaded) => [...loaded, ...taken])
      setOffset(next)
      if (!hasNext) setHasMore(false)
    } catch (error) {
      console.warn('Show More failed', error)
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }

  return (
    <section aria-labelledby="latest-heading" data-section="latest">
      <h2 id="latest-heading" className="section-heading">
        {t('home.latest')}
      </h2>
      {initialIds.length + appended.length === 0 ? (
        <p className="text-neutral-600">{t('home.empty')}</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {/* display: contents, so its cards are the grid's own */}
          {initialIds.length > 0 ? (
            <Island keep={!initial} className="contents">
              {initial ? <Cards articles={initial} /> : null}
            </Island>
          ) : null}
          {appended.length > 0 ? (
            // drawn outside a transition (a click), so a boundary of their own
            <Suspense fallback={null}>
              <Cards articles={appended} />
            </Suspense>
          ) : null}
        </div>
      )}
      {hasMore ? (
        <LoadMoreButton label={t('home.showMore')} loading={loading} failed={failed} onClick={() => void showMore()} />
      ) : null}
    </section>
  )
}
