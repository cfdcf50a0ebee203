import { describe, expect, it } from 'vitest'
import { categoryName, localizedField } from '#app/i18n/localize.ts'
import { headlineSummaries, pageSummary } from './page-summaries.ts'
import type { ArticleSummary } from './public-articles.server.ts'

const summary: ArticleSummary = {
  id: 1,
  slug: 'budget',
  title: 'Budget vote',
  titleGr: 'Ψήφιση προϋπολογισμού',
  subtitle: 'Subtitle',
  subtitleGr: 'Υπότιτλος',
  excerpt: 'The vote is today.',
  excerptGr: '',
  featuredImageUrl: null,
  featuredImageWidths: [],
  isFeatured: false,
  publishedAt: '2026-11-20T10:00:00.000Z',
  viewCount: 3,
  dailyViews: 1,
  category: { id: 2, slug: 'politiki', name: 'Πολιτική', nameEn: 'Politics', color: '#b91c1c' },
  author: null,
}

describe('pageSummary', () => {
  it('keeps what a page shows in its language, with the language fallbacks, and nothing else', () => {
    for (const language of ['gr', 'en'] as const) {
      const page = pageSummary(summary, language)
      expect(localizedField(page, 'title', language)).toBe(localizedField(summary, 'title', language))
      expect(localizedField(page, 'excerpt', language)).toBe(localizedField(summary, 'excerpt', language))
      expect(categoryName(page.category, language)).toBe(categoryName(summary.category, language))
      // the page's data: no field the cards do not draw (no other language, subtitle, author, counts)
      expect(Object.keys(page).sort()).toEqual(['category', 'excerpt', 'id', 'publishedAt', 'slug', 'title'])
      expect(Object.keys(page.category).sort()).toEqual(['color', 'name', 'slug'])
    }
    // an empty Greek excerpt falls back to the default text
    expect(pageSummary(summary, 'gr').excerpt).toBe('The vote is today.')
    expect(pageSummary(summary, 'gr').title).toBe('Ψήφιση προϋπολογισμού')
    expect(pageSummary(summary, 'en').category.name).toBe('Politics')
    expect(pageSummary({ ...summary, featuredImageUrl: '/a.webp' }, 'en').featuredImageUrl).toBe('/a.webp')
    // a picture's rendition widths go with it when it has any
    expect(pageSummary({ ...summary, featuredImageUrl: '/a.webp' }, 'en')).not.toHaveProperty('featuredImageWidths')
    const withRenditions = {
      ...summary,
      featuredImageUrl: '/objects/seed/a.jpg',
      featuredImageWidths: [480, 960, 1200],
    }
    expect(pageSummary(withRenditions, 'gr').featuredImageWidths).toEqual([480, 960, 1200])
  })
})

describe('headlineSummaries', () => {
  it('keeps the title, category, time and views of a headline, without excerpt, picture or author', () => {
    const withExtras = {
      ...summary,
      featuredImageUrl: '/a.webp',
      author: { firstName: 'A', lastName: 'B', nickname: null },
    }
    const [headline] = headlineSummaries([withExtras], 'gr')
    expect(headline).toEqual({
      id: 1,
      title: 'Ψήφιση προϋπολογισμού',
      slug: 'budget',
      publishedAt: summary.publishedAt,
      dailyViews: 1,
      category: { slug: 'politiki', name: 'Πολιτική', color: '#b91c1c' },
    })
  })
})
