import type { PageArticle } from '#app/features/articles/pages/page-summaries.ts'
import { lazyView, Island } from '#app/ui/island.tsx'

const Headlines = lazyView(async () => (await import('./home-views.tsx')).Headlines)

/** 'Trending Today': a numbered list (the side column on desktop, a block on mobile); `articles` undefined: the server's markup is kept. */
export function TrendingList({ count, articles }: { count: number; articles?: PageArticle[] }) {
  if (count === 0) return null
  return (
    <Island
      as="section"
      keep={!articles}
      aria-labelledby="trending-heading"
      data-section="trending"
      className="rounded-lg border border-neutral-200 bg-neutral-50 p-5 lg:sticky lg:top-16"
    >
      {articles ? <Headlines articles={articles} /> : null}
    </Island>
  )
}
