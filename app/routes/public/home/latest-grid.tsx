import { useMemo, useState } from 'react'
import { ArticleCard } from '#app/components/article-card.tsx'
import { Island } from '#app/components/island.tsx'
import { fetchArticlePage } from '#app/components/paged-article-grid.tsx'
import { LoadMoreButton } from '#app/components/load-more-button.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { PageArticle } from '#app/modules/articles/page-summaries.ts'
import { LATEST_PAGE_SIZE } from '#app/utils/constants.ts'
import { appendLatest } from './latest-articles.ts'
import { SectionHeading } from './section-heading.tsx'

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
 * Latest News with Show More: 6 more per click from GET /api/public/articles. New
 * first articles (the other language) replace the first ones and keep those shown since.
 */
/** pages one Show More reads at most while looking for articles not shown yet */
const MAX_PAGES_PER_CLICK = 4

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
    try {
      // six articles the reader has not seen: pages whose articles the home page already
      // shows elsewhere (breaking news, editor's picks) add nothing, so read on (a few pages at most)
      const known = new Set([...initialIds, ...appended.map((a) => a.id), ...excludedIds])
      const taken: PageArticle[] = []
      let added = 0
      let next = offset
      let hasNext = true
      for (let pages = 0; pages < MAX_PAGES_PER_CLICK && hasNext && added < LATEST_PAGE_SIZE; pages++) {
        const page = await fetchArticlePage(`/api/public/articles?limit=${LATEST_PAGE_SIZE}&offset=${next}`)
        hasNext = page.length === LATEST_PAGE_SIZE
        for (const article of page) {
          // the next Show More goes on right after the last article taken
          if (added === LATEST_PAGE_SIZE) {
            hasNext = true
            break
          }
          taken.push(article)
          next += 1
          if (!known.has(article.id)) added += 1
        }
      }
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
      <SectionHeading id="latest-heading">{t('home.latest')}</SectionHeading>
      {initialIds.length + appended.length === 0 ? (
        <p className="text-neutral-600">{t('home.empty')}</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {/* display: contents, so its cards are the grid's own */}
          {initialIds.length > 0 ? (
            <Island keep={!initial} className="contents">
              {initial?.map((article) => (
                <ArticleCard key={article.id} article={article} picture="latestCard" />
              ))}
            </Island>
          ) : null}
          {appended.map((article) => (
            <ArticleCard key={article.id} article={article} picture="latestCard" />
          ))}
        </div>
      )}
      {hasMore ? (
        <LoadMoreButton label={t('home.showMore')} loading={loading} failed={failed} onClick={() => void showMore()} />
      ) : null}
    </section>
  )
}
