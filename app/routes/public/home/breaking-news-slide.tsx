import { SiteLink } from '#app/components/site-link.tsx'
import { useLanguage } from '#app/i18n/i18n.tsx'
import { formatRelativeTime } from '#app/i18n/format.ts'
import { categoryName, localizedField } from '#app/i18n/localize.ts'
import type { PageArticle } from '#app/modules/articles/page-summaries.ts'
import { readableOnWhiteText } from '#app/utils/readable-colour.ts'

/** One breaking-news story: the picture with the headline over it. */
export function BreakingNewsSlide({ article, eager }: { article: PageArticle; eager: boolean }) {
  const { language } = useLanguage()
  const title = localizedField(article, 'title', language)
  const excerpt = localizedField(article, 'excerpt', language)
  return (
    <article className="relative isolate flex aspect-[4/5] flex-col justify-end overflow-hidden bg-neutral-800 sm:aspect-[16/9] lg:aspect-[21/9]">
      {article.featuredImageUrl ? (
        <img
          src={article.featuredImageUrl}
          alt=""
          width={1200}
          height={675}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
          onError={(event) => {
            event.currentTarget.style.display = 'none'
          }}
        />
      ) : null}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/90 via-black/45 to-black/0" aria-hidden />
      <div className="p-5 text-white sm:p-8 lg:max-w-4xl lg:p-10">
        <SiteLink
          to={`/categories/${article.category.slug}`}
          className="inline-block rounded px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase"
          style={{ backgroundColor: readableOnWhiteText(article.category.color) }}
        >
          {categoryName(article.category, language)}
        </SiteLink>
        <h3 className="mt-3 font-serif text-2xl leading-tight font-bold text-balance sm:text-3xl lg:text-4xl">
          <SiteLink to={`/articles/${article.slug}`} className="hover:underline focus-visible:underline">
            {title}
          </SiteLink>
        </h3>
        {excerpt ? (
          <p className="mt-3 hidden text-base text-neutral-200 sm:line-clamp-2 lg:text-lg">{excerpt}</p>
        ) : null}
        <time dateTime={article.publishedAt} className="mt-3 block text-sm text-neutral-300" suppressHydrationWarning>
          {formatRelativeTime(article.publishedAt, language)}
        </time>
      </div>
    </article>
  )
}
