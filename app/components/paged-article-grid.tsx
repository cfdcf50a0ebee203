import { useMemo, useState } from 'react'
import type { PageArticle } from '#app/modules/articles/page-summaries.ts'
import { ArticleGrid } from './article-card.tsx'
import { LoadMoreButton } from './load-more-button.tsx'

interface PagedArticleGridProps {
  initial: PageArticle[]
  pageSize: number
  /** all matches, when the server counts them; otherwise a short page means the end */
  total?: number
  /** one more page from the JSON API, starting at `offset` */
  fetchPage: (offset: number) => Promise<PageArticle[]>
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
 */
export function PagedArticleGrid({
  initial,
  pageSize,
  total,
  fetchPage,
  label,
  eagerCount = 0,
  heading,
}: PagedArticleGridProps) {
  const [more, setMore] = useState<PageArticle[]>([])
  const articles = useMemo(() => withoutRepeats([...initial, ...more]), [initial, more])
  const [ended, setEnded] = useState(initial.length < pageSize)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const hasMore = total === undefined ? !ended : articles.length < total && !ended

  async function loadMore() {
    setLoading(true)
    setFailed(false)
    try {
      const page = await fetchPage(articles.length)
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
      <ArticleGrid articles={articles} eagerCount={eagerCount} heading={heading} />
      {hasMore ? (
        <LoadMoreButton label={label} loading={loading} failed={failed} onClick={() => void loadMore()} />
      ) : null}
    </>
  )
}

function withoutRepeats(articles: PageArticle[]): PageArticle[] {
  const seen = new Set<number>()
  return articles.filter((article) => !seen.has(article.id) && Boolean(seen.add(article.id)))
}
