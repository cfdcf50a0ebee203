import { describe, expect, it } from 'vitest'
import { activeFilters, filtersFromParams, filtersToParams } from './article-filters.ts'

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

  it('knows which filters are on', () => {
    expect(activeFilters({ search: '', category: '', sort: 'latest' })).toEqual({})
    expect(activeFilters({ search: '', category: '', sort: 'oldest' })).toEqual({ sort: 'oldest' })
    expect(activeFilters({ search: 'x', category: 'politiki', sort: 'latest' })).toEqual({
      search: 'x',
      category: 'politiki',
    })
  })
})
