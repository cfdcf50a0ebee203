import { countText } from '#app/i18n/plural.ts'
import { useEffect, useRef } from 'react'
import { useNavigation, useRevalidator, useSearchParams } from 'react-router'
import type { Route } from './+types/article-list'
import { pageTexts } from '#app/i18n/public-texts.server.ts'
import { PagedArticleGrid } from '#app/features/articles/pages/cards/paged-article-grid.tsx'
import { translate, useLanguage, useT, type Translate } from '#app/i18n/i18n.tsx'
import { getRequestLanguage } from '#app/i18n/language.server.ts'
import { ARTICLE_SORTS, SEARCH_PAGE_SIZE } from './search-options.ts'
import { lazyView, Island, islandContent, useIslandContent, useKeptSinceHydration } from '#app/ui/island.tsx'
import { pageSummaries, type PageArticle } from '#app/features/articles/pages/page-summaries.ts'
import { searchArticles } from './search.server.ts'
import { getPublicCategoryBySlug, listPublicCategories } from '#app/features/taxonomy/public.server.ts'
import { activeFilters, filtersFromParams, filtersToParams, type ArticleFilters } from './article-filters.ts'
import { useFilterPanel } from './filter-panel.ts'
import { loaderMeta, metaText } from '#app/utils/seo.ts'
import { requestPageMeta } from '#app/features/settings/public.server.ts'

function searchApiUrl(filters: ArticleFilters, categoryId: number | undefined, language: string): string {
  const query = new URLSearchParams({ sort: filters.sort, lang: language })
  if (filters.search) query.set('search', filters.search)
  if (categoryId) query.set('categoryId', String(categoryId))
  query.set('limit', String(SEARCH_PAGE_SIZE))
  return `/api/public/search?${query}`
}

/**
 * The texts this page shows besides the shell's (public-texts.server.ts); the filter
 * panel and the empty result are static islands (filter-views.tsx) and the count is
 * written by the loader, so a page document is sent without their texts.
 */
export const middleware: Route.MiddlewareFunction[] = [
  pageTexts(
    ['articles'],
    [
      'articles.category',
      'articles.allCategories',
      'articles.sort',
      'articles.sort.latest',
      'articles.sort.oldest',
      'articles.sort.popular',
      'articles.sort.alphabetical',
      'articles.activeFilters',
      'articles.chip.search',
      'articles.chip.remove',
      'articles.clearAll',
      'articles.found.one',
      'articles.found.other',
      'articles.empty',
      'articles.emptyText',
      'articles.didYouMean',
      'articles.didYouMeanEnd',
      'articles.clearFilters',
    ],
  ),
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = filtersFromParams(new URL(request.url).searchParams)
  const language = getRequestLanguage(request)
  const [category, categories] = await Promise.all([
    filters.category ? getPublicCategoryBySlug(filters.category) : null,
    listPublicCategories(),
  ])
  const inLanguage: Translate = (key, params) => translate(language, key, params)
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
    // "Found 12 articles", written here: the counting code stays on the server
    found: countText(inLanguage, language, 'articles.found', result.total),
    suggestion: result.suggestion,
    filters,
    // the JSON API's address of more results ("load more" adds the offset)
    moreUrl: searchApiUrl(filters, category?.id, language),
    // the filters' choices
    categories,
    meta: await requestPageMeta(request, (context) => ({
      title: filters.search
        ? `${filters.search} – ${metaText(context, 'articles.title')}`
        : metaText(context, 'articles.title'),
      description: metaText(context, 'articles.description'),
      // a search's results name /articles as their canonical address: search engines fold
      // them into the listing instead of indexing each query (no noindex, which Lighthouse's
      // "is-crawlable" counts as a page blocked from indexing)
      path: '/articles',
    })),
  }
}

export const meta: Route.MetaFunction = loaderMeta

const loadFilters = () => import('./filter-views.tsx')
const SearchFilters = lazyView(async () => (await loadFilters()).SearchFilters)
const FilterChips = lazyView(async () => (await loadFilters()).FilterChips)
const NoResults = lazyView(async () => (await loadFilters()).NoResults)

export default function ArticleList({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { language } = useLanguage()
  const [, setSearchParams] = useSearchParams()
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const { articleIds, total, found, filters, suggestion, categories } = loaderData
  const articles = useIslandContent<PageArticle[]>('articles', loaderData.articles)
  const applyFilters = (next: ArticleFilters) => setSearchParams(filtersToParams(next), { preventScrollReset: true })
  const page = useRef<HTMLElement>(null)
  useFilterPanel(page, filters, applyFilters)
  // the filter panel's controls change only with the language and the categories, its
  // chips and the empty result with the filters: kept from the server's HTML till then
  const keepControls = useKeptSinceHydration(`${language}\n${JSON.stringify(categories)}`)
  const keepFiltered = useKeptSinceHydration(`${language}\n${JSON.stringify(filters)}`)

  // Alphabetical order depends on the language: ask again after a switch.
  const lastLanguage = useRef(language)
  useEffect(() => {
    if (lastLanguage.current === language) return
    lastLanguage.current = language
    if (filters.sort === 'alphabetical') void revalidator.revalidate()
  }, [language, filters.sort, revalidator])

  const pending = navigation.state === 'loading' && navigation.location.pathname === '/articles'
  return (
    // its filter panel's listeners come with an effect (filter-panel.ts): a tap before then is played again
    <main ref={page} data-listens-after-hydration="" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-serif text-3xl font-bold md:text-4xl">{t('articles.title')}</h1>
      <div className="mt-6 rounded-lg border border-neutral-200 bg-neutral-50 p-4">
        <Island
          keep={keepControls}
          className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,1fr)_14rem_12rem] md:items-end"
        >
          {keepControls ? null : <SearchFilters filters={filters} categories={categories} sorts={ARTICLE_SORTS} />}
        </Island>
        <Island keep={keepFiltered} className="contents">
          {keepFiltered ? null : <FilterChips active={activeFilters(filters)} categories={categories} />}
        </Island>
      </div>
      <div className={pending ? 'opacity-60 transition-opacity' : undefined} aria-busy={pending}>
        <p role="status" className="mt-6 mb-4 text-sm font-medium text-neutral-600">
          {found}
        </p>
        {articleIds.length === 0 ? (
          <Island
            keep={keepFiltered}
            className="rounded-lg border border-dashed border-neutral-300 px-4 py-16 text-center"
          >
            {keepFiltered ? null : (
              <NoResults
                suggestion={suggestion}
                suggestionHref={`/articles?${filtersToParams({ ...filters, search: suggestion ?? '' })}`}
              />
            )}
          </Island>
        ) : (
          <PagedArticleGrid
            key={loaderData.moreUrl}
            initial={articles}
            initialIds={articleIds}
            total={total}
            pageSize={SEARCH_PAGE_SIZE}
            eagerCount={3}
            heading="h2"
            label={t('common.loadMore')}
            pageUrl={(offset) => `${loaderData.moreUrl}&offset=${offset}`}
          />
        )}
      </div>
    </main>
  )
}
