import { data } from 'react-router'
import type { Route } from './+types/category'
import { pageTexts } from '#app/i18n/public-texts.server.ts'
import { PagedArticleGrid } from '#app/features/articles/pages/cards/paged-article-grid.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { categoryName } from '#app/i18n/localize.ts'
import { getRequestLanguage } from '#app/i18n/language.server.ts'
import { lazyView, Island, islandContent, useIslandContent, useKeptSinceHydration } from '#app/ui/island.tsx'
import { pageSummaries, type PageArticle } from '#app/features/articles/pages/page-summaries.ts'
import { findCategoryArticles } from '#app/features/articles/pages/public-articles.server.ts'
import { getPublicCategoryBySlug } from '#app/features/taxonomy/public.server.ts'
import { categoryDescription } from './category-description.ts'
import { loaderMeta, metaText } from '#app/utils/seo.ts'
import { requestPageMeta } from '#app/features/settings/public.server.ts'
import { readableOnWhiteText } from '#app/utils/readable-colour.ts'

const CATEGORY_PAGE_SIZE = 12

/** The texts this page shows besides the shell's (public-texts.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [pageTexts(['category'])]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const category = await getPublicCategoryBySlug(params.slug)
  if (!category) {
    const meta = await requestPageMeta(request, (context) => ({
      title: metaText(context, 'category.notFound'),
      description: metaText(context, 'category.notFoundText'),
      path: new URL(request.url).pathname,
      noindex: true,
    }))
    return data({ category: null, articles: undefined, articleIds: [], meta }, { status: 404 })
  }
  const articles = await findCategoryArticles(category.id, { limit: CATEGORY_PAGE_SIZE })
  const meta = await requestPageMeta(request, (context) => {
    const name = categoryName(category, context.language)
    const rss = { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: name }
    return {
      title: name,
      description:
        categoryDescription(category, context.language) || metaText(context, 'category.articlesIn', { name }),
      path: `/categories/${category.slug}`,
      extra: [{ ...rss, href: `${context.publicUrl}/categories/${category.slug}/rss.xml` }],
    }
  })
  const cards = pageSummaries(articles, getRequestLanguage(request))
  return {
    category,
    // the heading's colour, white text readable on it (computed here: its code stays on the server)
    badgeColour: readableOnWhiteText(category.color),
    // the cards: in the HTML only, for a page document (static islands, docs/decisions/014-static-islands.md)
    articles: islandContent({ request, context }, 'articles', cards),
    articleIds: cards.map((article) => article.id),
    meta,
  }
}

export const meta: Route.MetaFunction = loaderMeta

const loadViews = () => import('./category-views.tsx')
const CategoryHeading = lazyView(async () => (await loadViews()).CategoryHeading)
// a missing section's page: its code comes only then (the hydration of a 404 waits for it)
const CategoryNotFound = lazyView(async () => (await loadViews()).CategoryNotFound)

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { language } = useLanguage()
  const { category, articleIds } = loaderData
  const articles = useIslandContent<PageArticle[]>('articles', loaderData.articles)
  // the header changes only with the section and the language: kept from the server's HTML till then
  const keep = useKeptSinceHydration(`${language}\n${category?.id}`)
  if (!category) return <CategoryNotFound />
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <Island as="header" keep={keep} className="mb-8 border-b border-neutral-200 pb-6">
        {keep ? null : <CategoryHeading category={category} badgeColour={loaderData.badgeColour} />}
      </Island>
      {articleIds.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 px-4 py-16 text-center text-neutral-600">
          {t('category.empty')}
        </p>
      ) : (
        <PagedArticleGrid
          key={category.id}
          initial={articles}
          initialIds={articleIds}
          pageSize={CATEGORY_PAGE_SIZE}
          eagerCount={3}
          heading="h2"
          label={t('common.loadMore')}
          pageUrl={(offset) =>
            `/api/public/categories/${encodeURIComponent(category.slug)}/articles?limit=${CATEGORY_PAGE_SIZE}&offset=${offset}`
          }
        />
      )}
    </main>
  )
}
