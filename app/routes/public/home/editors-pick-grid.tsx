import { ArticleCard } from '#app/components/article-card.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { PageArticle } from '#app/modules/articles/page-summaries.ts'
import { SectionHeading } from './section-heading.tsx'

/** Up to 6 curated articles; the first one large. */
export function EditorsPickGrid({ articles }: { articles: PageArticle[] }) {
  const t = useT()
  if (articles.length === 0) return null
  const [first, ...rest] = articles
  return (
    <section
      aria-labelledby="editors-pick-heading"
      data-section="editors-pick"
      className="mx-auto w-full max-w-7xl px-4"
    >
      <SectionHeading id="editors-pick-heading">{t('home.editorsPick')}</SectionHeading>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <ArticleCard
          article={first!}
          featured
          eager
          className={rest.length > 0 ? 'sm:col-span-2 lg:row-span-2' : 'sm:col-span-2 lg:col-span-3'}
        />
        {rest.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
    </section>
  )
}
