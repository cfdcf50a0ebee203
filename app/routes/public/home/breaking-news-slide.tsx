import { SiteLink } from '#app/components/site-link.tsx'
import { useLanguage } from '#app/i18n/i18n.tsx'
import { formatRelativeTime } from '#app/i18n/format.ts'
import { categoryName, localizedField } from '#app/i18n/localize.ts'
import type { PageArticle } from '#app/modules/articles/page-summaries.ts'
import { readableOnWhiteText } from '#app/utils/readable-colour.ts'
import { pictureAttributes } from '#app/components/picture-attributes.ts'

/** One breaking-news story: the picture with the headline over it. */
export function BreakingNewsSlide({ article, eager }: { article: PageArticle; eager: boolean }) {
  const { language } = useLanguage()
  const title = localizedField(article, 'title', language)
  const excerpt = localizedField(article, 'excerpt', language)
  return (
    <article className="slide">
      {article.featuredImageUrl ? (
        <img
          {...pictureAttributes(article.featuredImageUrl, article.featuredImageWidths, 'wide')}
          alt=""
          width={1200}
          height={675}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="slide-img"
          onError={(event) => {
            event.currentTarget.style.display = 'none'
          }}
        />
      ) : null}
      <div className="slide-shade" aria-hidden />
      <div className="slide-text">
        <SiteLink
          to={`/categories/${article.category.slug}`}
          className="slide-badge"
          style={{ backgroundColor: readableOnWhiteText(article.category.color) }}
        >
          {categoryName(article.category, language)}
        </SiteLink>
        <h3 className="slide-title">
          <SiteLink to={`/articles/${article.slug}`} className="hover:underline focus-visible:underline">
            {title}
          </SiteLink>
        </h3>
        {excerpt ? <p className="slide-excerpt">{excerpt}</p> : null}
        <time dateTime={article.publishedAt} className="slide-time" suppressHydrationWarning>
          {formatRelativeTime(article.publishedAt, language)}
        </time>
      </div>
    </article>
  )
}
