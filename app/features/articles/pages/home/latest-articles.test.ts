import { describe, expect, it } from 'vitest'
import { appendLatest, firstLatest } from './latest-articles.ts'

const list = (...ids: number[]) => ids.map((id) => ({ id }))

describe('firstLatest', () => {
  it('skips curated articles and counts what it read', () => {
    const page = firstLatest(list(1, 2, 3, 4, 5, 6, 7, 8, 9), new Set([2, 5]), 6, 9)
    expect(page.articles.map((a) => a.id)).toEqual([1, 3, 4, 6, 7, 8])
    expect(page.consumed).toBe(8)
    expect(page.hasMore).toBe(true)
  })

  it('says when the list has ended', () => {
    const page = firstLatest(list(1, 2, 3), new Set([2]), 6, 8)
    expect(page.articles.map((a) => a.id)).toEqual([1, 3])
    expect(page.consumed).toBe(3)
    expect(page.hasMore).toBe(false)
  })

  it('without curated articles reads exactly six', () => {
    const page = firstLatest(list(1, 2, 3, 4, 5, 6), new Set(), 6, 6)
    expect(page).toEqual({ articles: list(1, 2, 3, 4, 5, 6), consumed: 6, hasMore: true })
  })
})

describe('appendLatest', () => {
  it('adds new articles only, never curated ones', () => {
    expect(appendLatest(list(1, 2), list(2, 3, 4), new Set([4])).map((a) => a.id)).toEqual([1, 2, 3])
  })
})
