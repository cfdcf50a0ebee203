import { SiteLink } from '#app/ui/site-link.tsx'
import { useLanguage } from '#app/i18n/i18n.tsx'
import { formatRelativeTime } from '#app/i18n/format.ts'
import { categoryName, localizedField } from '#app/i18n/localize.ts'
import type { PageArticle } from '#app/features/articles/pages/page-summaries.ts'
import { clsx } from 'clsx'
import { readableOnWhiteText } from '#app/utils/readable-colour.ts'
import { ArticlePlaceholder } from './article-placeholder.tsx'
import { pictureAttributes, type PictureLayout } from '#app/features/media/public.ts'

interface ArticleCardProps {
  article: PageArticle
  /** above the fold: load the picture at once */
  eager?: boolean
  /** the larger layout (first editor's pick) */
  featured?: boolean
  /** how wide its picture is drawn (PICTURE_SIZES): a full-width grid's card unless said */
  picture?: PictureLayout
  /** the title's heading: h3 under a section's h2 (home), h2 straight under the page's h1 (lists) */
  heading?: 'h2' | 'h3'
  className?: string
}

/** A card linking to /articles/{slug}: picture (else its section's placeholder), category badge, title, excerpt, time. */
export function ArticleCard({
  article,
  eager = false,
  featured = false,
  picture = 'card',
  heading: Heading = 'h3',
  className,
}: ArticleCardProps) {
  const { language } = useLanguage()
  const title = localizedField(article, 'title', language)
  return (
    <article className={clsx('card', className)}>
      {/* the title's link covers the card (.card-body > h3 a::after): one link per article, not two */}
      <div className={clsx('card-media', featured && 'lg:relative lg:aspect-auto lg:min-h-64 lg:flex-1')}>
        {article.featuredImageUrl ? (
          <img
            {...pictureAttributes(article.featuredImageUrl, article.featuredImageWidths, picture)}
            alt=""
            width={1200}
            height={675}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={featured ? 'lg:absolute lg:inset-0' : undefined}
            onError={(event) => {
              event.currentTarget.style.display = 'none'
            }}
          />
        ) : (
          <ArticlePlaceholder
            color={article.category.color}
            name={categoryName(article.category, language)}
            className={clsx(featured && 'lg:absolute lg:inset-0')}
          />
        )}
      </div>
      <div className={clsx('card-body', featured && 'flex-none lg:p-6')}>
        <SiteLink
          to={`/categories/${article.category.slug}`}
          style={{ backgroundColor: readableOnWhiteText(article.category.color) }}
          data-content
        >
          {categoryName(article.category, language)}
        </SiteLink>
        <Heading className={featured ? 'text-xl sm:text-2xl lg:text-3xl lg:leading-tight' : undefined}>
          <SiteLink to={`/articles/${article.slug}`} data-content>
            {title}
          </SiteLink>
        </Heading>
        <p className={featured ? 'line-clamp-4 lg:text-base' : undefined} data-content>
          {localizedField(article, 'excerpt', language)}
        </p>
        <time dateTime={article.publishedAt} suppressHydrationWarning>
          {formatRelativeTime(article.publishedAt, language)}
        </time>
      </div>
    </article>
  )
}

/** A responsive grid of cards; the first `eagerCount` pictures load at once. */
export function ArticleGrid({
  articles,
  eagerCount = 0,
  heading,
}: {
  articles: PageArticle[]
  eagerCount?: number
  heading?: ArticleCardProps['heading']
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <ArticleCard key={article.id} article={article} eager={index < eagerCount} heading={heading} />
      ))}
    </div>
  )
}
