import { Search } from '#app/components/icons.tsx'
import { useEffect, useState } from 'react'
import { buildCategoryTree } from '#app/components/category-tree.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { categoryName } from '#app/i18n/localize.ts'
import { ARTICLE_SORTS } from '#app/modules/articles/search-options.ts'
import type { PublicCategory } from '#app/modules/categories/categories.server.ts'
import { isArticleSort, type ArticleFilters } from './article-filters.ts'

interface SearchFiltersProps {
  filters: ArticleFilters
  categories: PublicCategory[]
  onChange: (next: ArticleFilters) => void
}

const selectClass =
  'w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none'

/** The search box (prefilled from ?search, in step with the address), category filter and sort. */
export function SearchFilters({ filters, categories, onChange }: SearchFiltersProps) {
  const t = useT()
  const { language } = useLanguage()
  const [text, setText] = useState(filters.search)

  // back / forward and links (header search, tags) change ?search: show it
  useEffect(() => setText(filters.search), [filters.search])

  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,1fr)_14rem_12rem] md:items-end">
      <form
        className="col-span-2 md:col-span-1"
        role="search"
        action="/articles"
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          onChange({ ...filters, search: text.trim() })
        }}
      >
        <label htmlFor="articles-search" className="mb-1 block text-sm font-medium text-neutral-700">
          {t('search.label')}
        </label>
        <div className="relative">
          <input
            id="articles-search"
            name="search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
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
        <select
          id="articles-category"
          value={filters.category}
          onChange={(event) => onChange({ ...filters, category: event.target.value })}
          className={selectClass}
        >
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
        <select
          id="articles-sort"
          value={filters.sort}
          onChange={(event) => {
            if (isArticleSort(event.target.value)) onChange({ ...filters, sort: event.target.value })
          }}
          className={selectClass}
        >
          {ARTICLE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`articles.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
