import { countText } from '#app/i18n/plural.ts'
import { SiteLink } from '#app/components/site-link.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { formatRelativeTime } from '#app/i18n/format.ts'
import { categoryName, localizedField } from '#app/i18n/localize.ts'
import type { PageArticle } from '#app/modules/articles/page-summaries.ts'
import { Island } from '#app/components/island.tsx'

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

/** The heading and the numbered headlines (kept from the server's HTML on a page document: static islands). */
function Headlines({ articles }: { articles: PageArticle[] }) {
  const t = useT()
  const { language } = useLanguage()
  return (
    <>
      <h2 id="trending-heading" className="mb-4 border-b-2 border-brand pb-2 font-serif text-xl font-bold">
        {t('home.trending')}
      </h2>
      <ol className="divide-y divide-neutral-200">
        {articles.map((article, index) => (
          <li key={article.id} className="trend-item">
            <span className="trend-rank" aria-hidden>
              {index + 1}
            </span>
            <div className="min-w-0">
              <p className="trend-section">
                <span className="trend-dot" style={{ backgroundColor: article.category.color }} aria-hidden />
                {categoryName(article.category, language)}
              </p>
              <h3 className="trend-title">
                <SiteLink to={`/articles/${article.slug}`} className="hover:text-brand">
                  {localizedField(article, 'title', language)}
                </SiteLink>
              </h3>
              <p className="trend-meta">
                <time dateTime={article.publishedAt} suppressHydrationWarning>
                  {formatRelativeTime(article.publishedAt, language)}
                </time>
                {article.dailyViews ? (
                  <span>
                    {' · '}
                    {countText(t, language, 'home.viewsToday', article.dailyViews)}
                  </span>
                ) : null}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </>
  )
}
