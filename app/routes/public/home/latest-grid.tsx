import { useMemo, useState } from 'react'
import { ArticleGrid } from '#app/components/article-card.tsx'
import { fetchArticlePage } from '#app/components/paged-article-grid.tsx'
import { LoadMoreButton } from '#app/components/load-more-button.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { ArticleSummary } from '#app/modules/articles/public-articles.server.ts'
import { LATEST_PAGE_SIZE } from '#app/utils/constants.ts'
import { appendLatest } from './latest-articles.ts'
import { SectionHeading } from './section-heading.tsx'

interface LatestGridProps {
  initial: ArticleSummary[]
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
export function LatestGrid({ initial, offset: initialOffset, hasMore: initialHasMore, excludedIds }: LatestGridProps) {
  const t = useT()
  const [more, setMore] = useState<ArticleSummary[]>([])
  const articles = useMemo(() => appendLatest(initial, more, new Set(excludedIds)), [initial, more, excludedIds])
  const [offset, setOffset] = useState(initialOffset)
  const [hasMore, setHasMore] = useState(initialHasMore)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)

  async function showMore() {
    setLoading(true)
    setFailed(false)
    try {
      const page = await fetchArticlePage(`/api/public/articles?limit=${LATEST_PAGE_SIZE}&offset=${offset}`)
      setMore((loaded) => [...loaded, ...page])
      setOffset((n) => n + page.length)
      if (page.length < LATEST_PAGE_SIZE) setHasMore(false)
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
      {articles.length === 0 ? (
        <p className="text-neutral-600">{t('home.empty')}</p>
      ) : (
        <ArticleGrid articles={articles} />
      )}
      {hasMore ? (
        <LoadMoreButton label={t('home.showMore')} loading={loading} failed={failed} onClick={() => void showMore()} />
      ) : null}
    </section>
  )
}
