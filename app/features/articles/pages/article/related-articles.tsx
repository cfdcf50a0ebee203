import { SiteLink } from '#app/ui/site-link.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { formatDate } from '#app/i18n/format.ts'
import { localizedField } from '#app/i18n/localize.ts'
import type { RelatedArticle } from '#app/features/articles/pages/related-articles.server.ts'
import { pictureAttributes } from '#app/features/media/public.ts'
import { ArticleFootSection } from './article-foot-section.tsx'

/** Up to four cards after the article, each a link to /articles/{slug}; nothing when there are none. */
export function RelatedArticles({ articles }: { articles: RelatedArticle[] }) {
  const t = useT()
  const { language } = useLanguage()
  if (articles.length === 0) return null
  return (
    <ArticleFootSection id="article-related" title={t('article.related')}>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="related-articles">
        {articles.map((article) => {
          const title = localizedField(article, 'title', language)
          return (
            <li key={article.id}>
              <SiteLink
                to={`/articles/${article.slug}`}
                className="group flex gap-3 rounded-lg border border-neutral-200 p-3 hover:bg-neutral-50"
              >
                {article.featuredImageUrl ? (
                  <img
                    {...pictureAttributes(article.featuredImageUrl, article.featuredImageWidths, 'thumbnail')}
                    alt=""
                    width={96}
                    height={64}
                    loading="lazy"
                    decoding="async"
                    className="h-16 w-24 flex-none rounded object-cover"
                  />
                ) : null}
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold text-neutral-900 group-hover:underline">{title}</span>
                  <time dateTime={article.publishedAt} className="mt-1 text-xs text-neutral-500">
                    {formatDate(article.publishedAt, language)}
                  </time>
                </span>
              </SiteLink>
            </li>
          )
        })}
      </ul>
    </ArticleFootSection>
  )
}
