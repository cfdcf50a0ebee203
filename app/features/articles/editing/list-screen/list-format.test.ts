import { describe, expect, test } from 'vitest'
import { articleListUrl, subtitlePreview } from './list-format.ts'

describe('article list formatting', () => {
  test('cuts a subtitle after 50 characters', () => {
    expect(subtitlePreview('Short one')).toBe('Short one')
    expect(subtitlePreview('x'.repeat(50))).toBe('x'.repeat(50))
    expect(subtitlePreview('α'.repeat(51))).toBe(`${'α'.repeat(50)}...`)
  })

  test('sends only the filters that are set', () => {
    const none = {
      status: 'all',
      categoryId: null,
      authorId: null,
      translation: 'all',
      search: '  ',
      offset: 0,
    } as const
    expect(articleListUrl(none)).toBe('/api/admin/articles?limit=50&offset=0')
    const url = new URL(
      articleListUrl({
        status: 'draft',
        categoryId: 3,
        authorId: 7,
        translation: 'greekOutdated',
        search: ' Αθήνα ',
        offset: 50,
      }),
      'http://x',
    )
    expect(url.pathname).toBe('/api/admin/articles')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: 'draft',
      categoryId: '3',
      authorId: '7',
      translation: 'greekOutdated',
      search: 'Αθήνα',
      limit: '50',
      offset: '50',
    })
  })
})
