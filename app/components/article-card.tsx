import { Link } from 'react-router'
import { useLanguage } from '#app/i18n/i18n.tsx'
import { formatRelativeTime } from '#app/i18n/format.ts'
import { categoryName, localizedField } from '#app/i18n/localize.ts'
import type { ArticleSummary } from '#app/modules/articles/public-articles.server.ts'

/** A card linking to /articles/{slug}: picture, category badge, title, excerpt, time. */
export function ArticleCard({ article, eager = false }: { article: ArticleSummary; eager?: boolean }) {
  const { language } = useLanguage()
  const title = localizedField(article, 'title', language)
  return (
    <article className="group flex flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm transition hover:shadow-md">
      <Link
        to={`/articles/${article.slug}`}
        className="block aspect-video overflow-hidden bg-neutral-100"
        tabIndex={-1}
        aria-hidden
      >
        {article.featuredImageUrl ? (
          <img
            src={article.featuredImageUrl}
            alt=""
            width={1200}
            height={675}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover transition group-hover:scale-[1.02]"
            onError={(event) => {
              event.currentTarget.style.display = 'none'
            }}
          />
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col p-4">
        <Link
          to={`/categories/${article.category.slug}`}
          className="self-start rounded px-2 py-0.5 text-xs font-semibold text-white uppercase"
          style={{ backgroundColor: article.category.color }}
        >
          {categoryName(article.category, language)}
        </Link>
        <h3 className="mt-2 font-serif text-lg leading-snug font-bold">
          <Link to={`/articles/${article.slug}`} className="hover:text-brand">
            {title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-neutral-600">{localizedField(article, 'excerpt', language)}</p>
        <time dateTime={article.publishedAt} className="mt-auto pt-3 text-xs text-neutral-500" suppressHydrationWarning>
          {formatRelativeTime(article.publishedAt, language)}
        </time>
      </div>
    </article>
  )
}
