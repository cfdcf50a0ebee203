import type { ReactNode } from 'react'
import { Search, X } from '#app/ui/icons.tsx'
import { SiteLink } from '#app/ui/site-link.tsx'
import { buildCategoryTree } from '#app/features/taxonomy/public.ts'
import { WithContent } from '#app/ui/with-content.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { categoryName } from '#app/i18n/localize.ts'
import type { ArticleSort } from './search-options.ts'
import type { PublicCategory } from '#app/features/taxonomy/public.server.ts'
import type { ArticleFilters } from './article-filters.ts'

/**
 * What the article list's filter panel draws (docs/decisions/016-first-load-javascript.md):
 * the server draws it into the page; the browser loads this module only when it draws
 * the panel itself (another language, new filters, a client-side navigation). The panel
 * has no handlers of its own: filter-panel.ts listens on it, so the controls are the
 * same whoever drew them, and they are uncontrolled (filter-panel.ts shows new filters).
 * (It imports nothing of article-filters.ts: shared with the page, that module would be a
 * chunk of its own in the page's first load.)
 */

const selectClass =
  'w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none'

/** The search box (prefilled from ?search), category filter and sort: the children of the panel's grid. */
export function SearchFilters({
  filters,
  categories,
  sorts,
}: {
  filters: ArticleFilters
  categories: PublicCategory[]
  /** ARTICLE_SORTS */
  sorts: readonly ArticleSort[]
}) {
  const t = useT()
  const { language } = useLanguage()
  return (
    <>
      <form className="col-span-2 md:col-span-1" role="search" action="/articles" method="get">
        <label htmlFor="articles-search" className="mb-1 block text-sm font-medium text-neutral-700">
          {t('search.label')}
        </label>
        <div className="relative">
          <input
            id="articles-search"
            name="search"
            type="search"
            defaultValue={filters.search}
            placeholder={t('search.placeholder')}
            className="w-full rounded-md border border-neutral-300 bg-white py-2 pr-11 pl-3 text-base focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none sm:text-sm"
          />
          <button
            type="submit"
            aria-label={t('search.submit')}
            className="absolute top-1/2 right-1 -translate-y-1/2 rounded-md p-2 text-neutral-500 hover:text-brand"
          >
            <Search className="size-4" aria-hidden />
          </button>
        </div>
      </form>
      <div className="min-w-0">
        <label htmlFor="articles-category" className="mb-1 block text-sm font-medium text-neutral-700">
          {t('articles.category')}
        </label>
        <select id="articles-category" name="category" defaultValue={filters.category} className={selectClass}>
          <option value="">{t('articles.allCategories')}</option>
          {buildCategoryTree(categories).map((top) => [
            <option key={top.id} value={top.slug}>
              {categoryName(top, language)}
            </option>,
            ...top.children.map((sub) => (
              <option key={sub.id} value={sub.slug}>
                {`\u00a0\u00a0— ${categoryName(sub, language)}`}
              </option>
            )),
          ])}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor="articles-sort" className="mb-1 block text-sm font-medium text-neutral-700">
          {t('articles.sort')}
        </label>
        <select id="articles-sort" name="sort" defaultValue={filters.sort} className={selectClass}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`articles.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}

/**
 * One removable chip per active filter (`active`: activeFilters(); its button names the
 * filter in `data-clear`), and Clear All.
 */
export function FilterChips({ active, categories }: { active: Partial<ArticleFilters>; categories: PublicCategory[] }) {
  const t = useT()
  const { language } = useLanguage()
  const chips: { key: keyof ArticleFilters; label: string; shown?: ReactNode }[] = []
  if (active.search)
    chips.push({
      key: 'search',
      label: t('articles.chip.search', { text: active.search }),
      shown: <WithContent text={t('articles.chip.search')} slot="text" value={active.search} />,
    })
  if (active.category) {
    const category = categories.find((c) => c.slug === active.category)
    const name = category ? categoryName(category, language) : active.category
    chips.push({ key: 'category', label: name, shown: <span data-content>{name}</span> })
  }
  if (active.sort) chips.push({ key: 'sort', label: t(`articles.sort.${active.sort}`) })
  if (chips.length === 0) return null

  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <span className="sr-only">{t('articles.activeFilters')}</span>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <span className="inline-flex items-center gap-1 rounded-full bg-neutral-100 py-1 pr-1 pl-3 text-sm text-neutral-800">
              {chip.shown ?? chip.label}
              <button
                type="button"
                data-clear={chip.key}
                aria-label={t('articles.chip.remove', { name: chip.label })}
                className="rounded-full p-1 text-neutral-500 hover:bg-neutral-200 hover:text-neutral-900"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </span>
          </li>
        ))}
      </ul>
      <button type="button" data-clear="all" className="text-sm font-semibold text-brand hover:underline">
        {t('articles.clearAll')}
      </button>
    </div>
  )
}

/** No article matches: "Did you mean …?" when the search engine has a better word, and Clear Filters. */
export function NoResults({ suggestion, suggestionHref }: { suggestion: string | null; suggestionHref: string }) {
  const t = useT()
  return (
    <>
      <p className="font-serif text-2xl font-bold">{t('articles.empty')}</p>
      {suggestion && (
        <p className="mt-3 text-lg" data-testid="search-suggestion">
          {t('articles.didYouMean')}{' '}
          <SiteLink to={suggestionHref} className="font-semibold text-brand underline hover:text-brand-dark">
            {suggestion}
          </SiteLink>
          {t('articles.didYouMeanEnd')}
        </p>
      )}
      <p className="mt-2 text-neutral-600">{t('articles.emptyText')}</p>
      <button
        type="button"
        data-clear="all"
        className="mt-6 rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        {t('articles.clearFilters')}
      </button>
    </>
  )
}
