import { countText } from '#app/i18n/plural.ts'
import { useEffect, useRef } from 'react'
import { useNavigation, useRevalidator, useSearchParams } from 'react-router'
import type { Route } from './+types/article-list'
import { fetchArticlePage } from '#app/components/fetch-article-page.ts'
import { PagedArticleGrid } from '#app/components/paged-article-grid.tsx'
import { SiteLink } from '#app/components/site-link.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { getRequestLanguage } from '#app/i18n/language.server.ts'
import { SEARCH_PAGE_SIZE } from '#app/modules/articles/search-options.ts'
import { islandContent, useIslandContent } from '#app/components/island.tsx'
import { pageSummaries, type PageArticle } from '#app/modules/articles/page-summaries.ts'
import { searchArticles } from '#app/modules/articles/search.server.ts'
import { getPublicCategoryBySlug, listPublicCategories } from '#app/modules/categories/categories.server.ts'
import { filtersFromParams, filtersToParams, type ArticleFilters } from './article-list/article-filters.ts'
import { FilterChips } from './article-list/filter-chips.tsx'
import { SearchFilters } from './article-list/search-filters.tsx'
import { loaderMeta, metaText } from './seo.ts'
import { requestPageMeta } from './seo.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = filtersFromParams(new URL(request.url).searchParams)
  const language = getRequestLanguage(request)
  const [category, categories] = await Promise.all([
    filters.category ? getPublicCategoryBySlug(filters.category) : null,
    listPublicCategories(),
  ])
  const result = await searchArticles({
    search: filters.search || undefined,
    categoryId: category?.id,
    sort: filters.sort,
    language,
    limit: SEARCH_PAGE_SIZE,
    offset: 0,
  })
  return {
    // the cards: in the HTML only, for a page document (static islands, docs/decisions/014-static-islands.md)
    articles: islandContent({ request, context }, 'articles', pageSummaries(result.articles, language)),
    articleIds: result.articles.map((article) => article.id),
    total: result.total,
    suggestion: result.suggestion,
    filters,
    categoryId: category?.id ?? null,
    // the filters' choices
    categories,
    language,
    meta: await requestPageMeta(request, (context) => ({
      title: filters.search
        ? `${filters.search} – ${metaText(context, 'articles.title')}`
        : metaText(context, 'articles.title'),
      description: metaText(context, 'articles.description'),
      // a search's results name /articles as their canonical address: search engines fold
      // them into the listing instead of indexing each query (no noindex, which Lighthouse's
      // "is-crawlable" counts as a page blocked from indexing, issue 16)
      path: '/articles',
    })),
  }
}

export const meta: Route.MetaFunction = loaderMeta

function searchApiUrl(data: { filters: ArticleFilters; categoryId: number | null; language: string }, offset: number) {
  const query = new URLSearchParams({ sort: data.filters.sort, lang: data.language })
  if (data.filters.search) query.set('search', data.filters.search)
  if (data.categoryId) query.set('categoryId', String(data.categoryId))
  query.set('limit', String(SEARCH_PAGE_SIZE))
  query.set('offset', String(offset))
  return `/api/public/search?${query}`
}

export default function ArticleList({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { language } = useLanguage()
  const [searchParams, setSearchParams] = useSearchParams()
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const { articleIds, total, filters, suggestion, categories } = loaderData
  const articles = useIslandContent<PageArticle[]>('articles', loaderData.articles)
  const applyFilters = (next: ArticleFilters) => setSearchParams(filtersToParams(next), { preventScrollReset: true })

  // Alphabetical order depends on the language: ask again after a switch.
  const lastLanguage = useRef(language)
  useEffect(() => {
    if (lastLanguage.current === language) return
    lastLanguage.current = language
    if (filters.sort === 'alphabetical') void revalidator.revalidate()
  }, [language, filters.sort, revalidator])

  const pending = navigation.state === 'loading' && navigation.location.pathname === '/articles'
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-serif text-3xl font-bold md:text-4xl">{t('articles.title')}</h1>
      <div className="mt-6 rounded-lg border border-neutral-200 bg-neutral-50 p-4">
        <SearchFilters filters={filters} categories={categories} onChange={applyFilters} />
        <FilterChips filters={filters} categories={categories} onChange={applyFilters} />
      </div>
      <div className={pending ? 'opacity-60 transition-opacity' : undefined} aria-busy={pending}>
        <p role="status" className="mt-6 mb-4 text-sm font-medium text-neutral-600">
          {countText(t, language, 'articles.found', total)}
        </p>
        {articleIds.length === 0 ? (
          <div className="rounded-lg border border-dashed border-neutral-300 px-4 py-16 text-center">
            <p className="font-serif text-2xl font-bold">{t('articles.empty')}</p>
            {suggestion && (
              <p className="mt-3 text-lg" data-testid="search-suggestion">
                {t('articles.didYouMean')}{' '}
                <SiteLink
                  to={`/articles?${filtersToParams({ ...filters, search: suggestion })}`}
                  className="font-semibold text-brand underline hover:text-brand-dark"
                >
                  {suggestion}
                </SiteLink>
                {t('articles.didYouMeanEnd')}
              </p>
            )}
            <p className="mt-2 text-neutral-600">{t('articles.emptyText')}</p>
            <button
              type="button"
              onClick={() => applyFilters({ search: '', category: '', sort: 'latest' })}
              className="mt-6 rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
            >
              {t('articles.clearFilters')}
            </button>
          </div>
        ) : (
          <PagedArticleGrid
            key={`${searchParams.toString()}|${loaderData.language}`}
            initial={articles}
            initialIds={articleIds}
            total={total}
            pageSize={SEARCH_PAGE_SIZE}
            eagerCount={3}
            heading="h2"
            label={t('common.loadMore')}
            fetchPage={(offset) => fetchArticlePage(searchApiUrl(loaderData, offset))}
          />
        )}
      </div>
    </main>
  )
}
