import { WithContent } from '#app/ui/with-content.tsx'
import { countText } from '#app/i18n/plural.ts'
import { SiteLink } from '#app/ui/site-link.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { formatDate, formatDateTime } from '#app/i18n/format.ts'
import { categoryName, localizedField } from '#app/i18n/localize.ts'
import type { PublicArticle } from '#app/features/articles/pages/public-article-page.server.ts'
import type { ArticleDisplay } from './article-display.server.ts'
import { readableOnWhiteText } from '#app/utils/readable-colour.ts'

/** Title sizes by length: shorter than 30, 60, 100 characters, and longer. */
const TITLE_SIZES = [
  'text-4xl sm:text-5xl lg:text-6xl',
  'text-3xl sm:text-4xl lg:text-5xl',
  'text-2xl sm:text-3xl lg:text-4xl',
  'text-xl sm:text-2xl lg:text-3xl',
] as const

export function authorName(author: PublicArticle['author']): string | null {
  if (!author) return null
  return author.nickname?.trim() || `${author.firstName} ${author.lastName}`.trim() || null
}

/** Category badge, date, read time, title, subtitle and byline. */
export function ArticleHeader({ article, display }: { article: PublicArticle; display: ArticleDisplay }) {
  const t = useT()
  const { language } = useLanguage()
  const title = localizedField(article, 'title', language)
  const subtitle = localizedField(article, 'subtitle', language)
  const minutes = display.readMinutes[language]
  const author = authorName(article.author)
  return (
    <header>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-neutral-600">
        <SiteLink
          to={`/categories/${article.category.slug}`}
          className="rounded px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase"
          style={{ backgroundColor: readableOnWhiteText(article.category.color) }}
          data-content
        >
          {categoryName(article.category, language)}
        </SiteLink>
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, language)}</time>
        {display.updatedAt ? (
          <time dateTime={display.updatedAt} data-testid="article-updated">
            {t('article.updated', { time: formatDateTime(display.updatedAt, language) })}
          </time>
        ) : null}
        <span aria-hidden>·</span>
        <span>{countText(t, language, 'article.readTime', minutes)}</span>
      </div>
      <h1
        data-content
        className={`mt-4 font-serif leading-tight font-bold text-balance text-neutral-900 ${TITLE_SIZES[display.titleSize[language]]}`}
      >
        {title}
      </h1>
      {subtitle ? (
        <p className="mt-4 text-xl leading-relaxed text-neutral-600 sm:text-2xl" data-content>
          {subtitle}
        </p>
      ) : null}
      {author ? (
        <p className="mt-4 text-sm font-medium text-neutral-700">
          <WithContent text={t('article.by')} slot="name" value={author} />
        </p>
      ) : null}
    </header>
  )
}
