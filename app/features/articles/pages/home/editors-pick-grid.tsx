import type { PageArticle } from '#app/features/articles/pages/page-summaries.ts'
import { lazyView, Island } from '#app/ui/island.tsx'

const Picks = lazyView(async () => (await import('./home-views.tsx')).Picks)

/** Up to 6 curated articles; the first one large. `articles` undefined: the server's markup is kept. */
export function EditorsPickGrid({ count, articles }: { count: number; articles?: PageArticle[] }) {
  if (count === 0) return null
  return (
    <Island
      as="section"
      keep={!articles}
      aria-labelledby="editors-pick-heading"
      data-section="editors-pick"
      className="mx-auto w-full max-w-7xl px-4"
    >
      {articles ? <Picks articles={articles} /> : null}
    </Island>
  )
}
