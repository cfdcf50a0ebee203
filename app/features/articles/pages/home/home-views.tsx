import type { CSSProperties } from 'react'
import { ArticleCard } from '#app/features/articles/pages/cards/article-card.tsx'
import { ChevronLeft, ChevronRight } from '#app/ui/icons.tsx'
import { SiteLink } from '#app/ui/site-link.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { formatRelativeTime } from '#app/i18n/format.ts'
import { countText } from '#app/i18n/plural.ts'
import { categoryName, localizedField } from '#app/i18n/localize.ts'
import type { PageArticle } from '#app/features/articles/pages/page-summaries.ts'
import { readableOnWhiteText } from '#app/utils/readable-colour.ts'
import { pictureAttributes } from '#app/features/media/public.ts'

/**
 * What the home page's islands draw (docs/decisions/014-static-islands.md): the server
 * draws it into the HTML; the browser loads this module only when it draws the
 * sections itself, after a client-side navigation or a revalidation (`lazyView`,
 * docs/decisions/016-first-load-javascript.md).
 */

/**
 * The breaking-news carousel's heading, slides and controls (the section around them is
 * breaking-news-carousel.tsx's island). The first slide shows first; carousel-motion.ts
 * moves them and keeps their state, and enables the controls, drawn disabled.
 */
export function Carousel({ articles }: { articles: PageArticle[] }) {
  const t = useT()
  const many = articles.length > 1
  return (
    <>
      <h2
        id="breaking-news-heading"
        className="mb-3 flex items-center gap-2 text-sm font-bold tracking-wider uppercase"
      >
        <span className="size-2.5 animate-pulse rounded-full bg-brand motion-reduce:animate-none" aria-hidden />
        {t('home.breaking')}
      </h2>
      <div className="relative">
        <div className="overflow-hidden rounded-xl">
          <div className="flex touch-pan-y transition-transform duration-500 ease-out" aria-live="polite">
            {articles.map((article, index) => (
              <div
                key={article.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel.slide', { n: index + 1, total: articles.length })}
                aria-hidden={many && index !== 0 ? true : undefined}
                inert={many && index !== 0 ? true : undefined}
                className="min-w-0 shrink-0 grow-0 basis-full"
              >
                <BreakingNewsSlide article={article} eager={index === 0} />
              </div>
            ))}
          </div>
        </div>
        {many ? (
          <>
            <button
              type="button"
              data-move="-1"
              aria-label={t('carousel.previous')}
              className="carousel-arrow left-3"
              disabled
            >
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              data-move="1"
              aria-label={t('carousel.next')}
              className="carousel-arrow right-3"
              disabled
            >
              <ChevronRight className="size-5" aria-hidden />
            </button>
          </>
        ) : null}
      </div>
      {many ? (
        <div role="group" aria-label={t('carousel.slides')} className="mt-3 flex justify-center gap-2">
          {articles.map((article, index) => (
            <button
              key={article.id}
              type="button"
              data-slide={index}
              aria-label={t('carousel.goTo', { n: index + 1 })}
              aria-current={index === 0 ? 'true' : undefined}
              className="carousel-dot"
              disabled
            >
              <span />
            </button>
          ))}
        </div>
      ) : null}
    </>
  )
}

/** One breaking-news story: the picture with the headline over it. */
function BreakingNewsSlide({ article, eager }: { article: PageArticle; eager: boolean }) {
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
          onError={(event) => {
            event.currentTarget.style.display = 'none'
          }}
        />
      ) : null}
      {/* the shade under the text is the slide's ::after; its parts are known by element (.slide) */}
      <div>
        <SiteLink
          to={`/categories/${article.category.slug}`}
          style={{ backgroundColor: readableOnWhiteText(article.category.color) }}
        >
          {categoryName(article.category, language)}
        </SiteLink>
        <h3>
          <SiteLink to={`/articles/${article.slug}`}>{title}</SiteLink>
        </h3>
        {excerpt ? <p>{excerpt}</p> : null}
        <time dateTime={article.publishedAt} suppressHydrationWarning>
          {formatRelativeTime(article.publishedAt, language)}
        </time>
      </div>
    </article>
  )
}

/** Editor's Pick: the section's heading and cards, the first one large. */
export function Picks({ articles }: { articles: PageArticle[] }) {
  const t = useT()
  const [first, ...rest] = articles
  return (
    <>
      <h2 id="editors-pick-heading" className="section-heading">
        {t('home.editorsPick')}
      </h2>
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

/** Trending Today: the heading and the numbered headlines. */
export function Headlines({ articles }: { articles: PageArticle[] }) {
  const t = useT()
  const { language } = useLanguage()
  return (
    <>
      <h2 id="trending-heading" className="section-heading mb-4 text-xl">
        {t('home.trending')}
      </h2>
      <ol className="divide-y divide-neutral-200">
        {articles.map((article, index) => (
          <li key={article.id} className="trend-item">
            <span aria-hidden>{index + 1}</span>
            <div>
              {/* its section's colour: the dot before its name (::before) */}
              <p style={{ '--section': article.category.color } as CSSProperties}>
                {categoryName(article.category, language)}
              </p>
              <h3>
                <SiteLink to={`/articles/${article.slug}`}>{localizedField(article, 'title', language)}</SiteLink>
              </h3>
              <p>
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

/** Latest News' cards: its first page, and those Show More added. */
export function Cards({ articles }: { articles: PageArticle[] }) {
  return articles.map((article) => <ArticleCard key={article.id} article={article} picture="latestCard" />)
}
