import type { ReactNode } from 'react'
import { X } from '#app/components/icons.tsx'
import { WithContent } from '#app/components/with-content.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { categoryName } from '#app/i18n/localize.ts'
import type { PublicCategory } from '#app/modules/categories/categories.server.ts'
import { DEFAULT_SORT, hasActiveFilters, type ArticleFilters } from './article-filters.ts'

interface FilterChipsProps {
  filters: ArticleFilters
  categories: PublicCategory[]
  onChange: (next: ArticleFilters) => void
}

/** One removable chip per active filter, and Clear All. */
export function FilterChips({ filters, categories, onChange }: FilterChipsProps) {
  const t = useT()
  const { language } = useLanguage()
  if (!hasActiveFilters(filters)) return null
  const category = categories.find((c) => c.slug === filters.category)
  const chips: { key: string; label: string; shown?: ReactNode; clear: ArticleFilters }[] = []
  if (filters.search)
    chips.push({
      key: 'search',
      label: t('articles.chip.search', { text: filters.search }),
      shown: <WithContent text={t('articles.chip.search')} slot="text" value={filters.search} />,
      clear: { ...filters, search: '' },
    })
  if (filters.category)
    chips.push({
      key: 'category',
      label: category ? categoryName(category, language) : filters.category,
      shown: <span data-content>{category ? categoryName(category, language) : filters.category}</span>,
      clear: { ...filters, category: '' },
    })
  if (filters.sort !== DEFAULT_SORT)
    chips.push({ key: 'sort', label: t(`articles.sort.${filters.sort}`), clear: { ...filters, sort: DEFAULT_SORT } })

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
                onClick={() => onChange(chip.clear)}
                aria-label={t('articles.chip.remove', { name: chip.label })}
                className="rounded-full p-1 text-neutral-500 hover:bg-neutral-200 hover:text-neutral-900"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onChange({ search: '', category: '', sort: DEFAULT_SORT })}
        className="text-sm font-semibold text-brand hover:underline"
      >
        {t('articles.clearAll')}
      </button>
    </div>
  )
}
