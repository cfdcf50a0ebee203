import { describe, expect, it } from 'vitest'
import { filtersFromParams, hasActiveFilters, filtersToParams } from './article-filters.ts'

describe('article list filters in the address', () => {
  it('reads search, category and sort, with fallbacks for bad values', () => {
    expect(filtersFromParams(new URLSearchParams('search=%20Αθήνα%20&category=politiki&sort=popular'))).toEqual({
      search: 'Αθήνα',
      category: 'politiki',
      sort: 'popular',
    })
    expect(filtersFromParams(new URLSearchParams('sort=sideways'))).toEqual({
      search: '',
      category: '',
      sort: 'latest',
    })
  })

  it('writes only what differs from the defaults', () => {
    expect(filtersToParams({ search: 'new', category: '', sort: 'latest' }).toString()).toBe('search=new')
    expect(filtersToParams({ search: '', category: 'politiki', sort: 'oldest' }).toString()).toBe(
      'category=politiki&sort=oldest',
    )
  })

  it('knows when any filter is on', () => {
    expect(hasActiveFilters({ search: '', category: '', sort: 'latest' })).toBe(false)
    expect(hasActiveFilters({ search: '', category: '', sort: 'oldest' })).toBe(true)
  })
})
