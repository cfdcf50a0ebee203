import { ArticleCard } from '#app/components/article-card.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { PageArticle } from '#app/modules/articles/page-summaries.ts'
import { SectionHeading } from './section-heading.tsx'
import { Island } from '#app/components/island.tsx'

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

/** The section's heading and cards (kept from the server's HTML on a page document: static islands). */
function Picks({ articles }: { articles: PageArticle[] }) {
  const t = useT()
  const [first, ...rest] = articles
  return (
    <>
      <SectionHeading id="editors-pick-heading">{t('home.editorsPick')}</SectionHeading>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <ArticleCard
          article={first!}
          featured
          eager
          picture={rest.length > 0 ? 'featuredCard' : 'wide'}
          className={rest.length > 0 ? 'sm:col-span-2 lg:row-span-2' : 'sm:col-span-2 lg:col-span-3'}
        />
        {rest.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
    </>
  )
}
