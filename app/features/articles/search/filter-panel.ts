import { useEffect, useRef, type RefObject } from 'react'
import { DEFAULT_SORT, isArticleSort, type ArticleFilters } from './article-filters.ts'

const FIELDS = ['search', 'category', 'sort'] as const

/**
 * The category and sort the panel's selects show: both, so that two choices made in a
 * row (or before the page's scripts ran, docs/decisions/018-scripts-after-load.md) both
 * count, though the address has not caught up with the first yet.
 */
function chosen(panel: HTMLElement): Partial<ArticleFilters> {
  const value = (name: string) => panel.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.value
  const [category, sort] = [value('category'), value('sort')]
  return { ...(category === undefined ? {} : { category }), ...(sort && isArticleSort(sort) ? { sort } : {}) }
}

/**
 * The article list's filter panel at work, on its markup as the server or React drew it
 * (filter-views.tsx): plain listeners on the page (`panel`: its filter panel and its
 * empty result), so those parts can stay as the server's HTML drew them (islands) and
 * their drawing code comes only when the browser draws them
 * (docs/decisions/016-first-load-javascript.md). The search box's submit, a new
 * category or sort (both selects as they are, `chosen`), a chip's remove button and
 * Clear All / Clear Filters (`data-clear`: a field, or `all`) call `apply` with the new
 * filters (React Router's navigation: the address carries them).
 * When the filters change otherwise (back / forward, the header search, a tag's link),
 * the controls are set to show them.
 */
export function useFilterPanel(
  panel: RefObject<HTMLElement | null>,
  filters: ArticleFilters,
  apply: (next: ArticleFilters) => void,
): void {
  const latest = useRef({ filters, apply })
  useEffect(() => {
    latest.current = { filters, apply }
  })

  useEffect(() => {
    const element = panel.current
    if (!element) return
    const change = (next: Partial<ArticleFilters>) => latest.current.apply({ ...latest.current.filters, ...next })
    const listeners: Record<string, (event: Event) => void> = {
      submit(event) {
        event.preventDefault()
        const input = (event.target as HTMLFormElement).elements.namedItem('search')
        change({ search: input instanceof HTMLInputElement ? input.value.trim() : '' })
      },
      change(event) {
        const { name } = event.target as HTMLSelectElement
        if (name === 'category' || name === 'sort') change(chosen(element))
      },
      click(event) {
        const clear = (event.target as Element).closest?.('[data-clear]')?.getAttribute('data-clear')
        if (clear === 'all') change({ search: '', category: '', sort: DEFAULT_SORT })
        else if (clear === 'sort') change({ sort: DEFAULT_SORT })
        else if (clear === 'search' || clear === 'category') change({ [clear]: '' })
      },
    }
    for (const [type, listener] of Object.entries(listeners)) element.addEventListener(type, listener)
    return () => {
      for (const [type, listener] of Object.entries(listeners)) element.removeEventListener(type, listener)
    }
  }, [panel])

  // back / forward and links (header search, tags) change the filters: show them
  const shown = useRef(filters)
  useEffect(() => {
    for (const field of FIELDS) {
      if (filters[field] === shown.current[field]) continue
      const control = panel.current?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${field}"]`)
      if (control) control.value = filters[field]
    }
    shown.current = filters
  }, [panel, filters])
}
