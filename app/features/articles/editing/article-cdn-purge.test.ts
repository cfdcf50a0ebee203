import { describe, expect, it } from 'vitest'
import { slugsLeft, type ArticlePlace } from './article-cdn-purge.server.ts'

const now = Date.parse('2026-11-25T10:00:00Z')
const at = (offsetMs: number) => new Date(now + offsetMs)
const place = (overrides: Partial<ArticlePlace> = {}): ArticlePlace => ({
  slug: 'vouli',
  status: 'published',
  publishedAt: at(-3_600_000),
  categoryId: 1,
  ...overrides,
})

describe('which addresses a write takes an article off', () => {
  it('the address of a shown article unpublished, deleted or moved back into the future', () => {
    expect(slugsLeft(place(), place({ status: 'draft' }), now)).toEqual(['vouli'])
    expect(slugsLeft(place(), place({ status: 'under_review' }), now)).toEqual(['vouli'])
    expect(slugsLeft(place(), null, now)).toEqual(['vouli'])
    expect(slugsLeft(place(), place({ publishedAt: at(3_600_000) }), now)).toEqual(['vouli'])
  })

  it('the old and the new address of a shown article given another slug', () => {
    expect(slugsLeft(place(), place({ slug: 'vouli-2' }), now)).toEqual(['vouli', 'vouli-2'])
  })

  it('none for an article readers could not see, or still see where it was', () => {
    expect(slugsLeft(place({ status: 'draft', publishedAt: null }), null, now)).toEqual([])
    // a scheduled article taken back to a draft was never on any page
    expect(slugsLeft(place({ publishedAt: at(3_600_000) }), place({ status: 'draft' }), now)).toEqual([])
    expect(slugsLeft(place(), place({ categoryId: 2 }), now)).toEqual([])
  })

  it('counts an article due within the clock margin as shown (a database clock may be ahead)', () => {
    expect(slugsLeft(place({ publishedAt: at(30_000) }), null, now)).toEqual(['vouli'])
  })
})
