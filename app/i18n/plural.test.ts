import { describe, expect, it } from 'vitest'
import './public-texts.server.ts'
import './admin-texts.ts'
import { translate, type Translate } from './i18n.tsx'
import type { Language } from './language.ts'
import { countText, pluralForm } from './plural.ts'

const COUNTS = [0, 1, 2, 5, 21] as const

function texts(language: Language, base: Parameters<typeof countText>[2]): string[] {
  const t: Translate = (key, params) => translate(language, key, params)
  return COUNTS.map((count) => countText(t, language, base, count))
}

describe('counted texts (Intl.PluralRules)', () => {
  it('use the singular for exactly one, in Greek and in English', () => {
    expect(COUNTS.map((n) => pluralForm(n, 'gr'))).toEqual(['other', 'one', 'other', 'other', 'other'])
    expect(COUNTS.map((n) => pluralForm(n, 'en'))).toEqual(['other', 'one', 'other', 'other', 'other'])
  })

  it('word the read time of an article in each language', () => {
    expect(texts('gr', 'article.readTime')).toEqual([
      '0 λεπτά ανάγνωσης',
      '1 λεπτό ανάγνωσης',
      '2 λεπτά ανάγνωσης',
      '5 λεπτά ανάγνωσης',
      '21 λεπτά ανάγνωσης',
    ])
    expect(texts('en', 'article.readTime')).toEqual([
      '0 min read',
      '1 minute read',
      '2 min read',
      '5 min read',
      '21 min read',
    ])
  })

  it('word the search results and the views', () => {
    expect(texts('gr', 'articles.found')).toEqual([
      'Βρέθηκαν 0 άρθρα',
      'Βρέθηκε 1 άρθρο',
      'Βρέθηκαν 2 άρθρα',
      'Βρέθηκαν 5 άρθρα',
      'Βρέθηκαν 21 άρθρα',
    ])
    expect(texts('en', 'articles.found')).toEqual([
      'Found 0 articles',
      'Found 1 article',
      'Found 2 articles',
      'Found 5 articles',
      'Found 21 articles',
    ])
    expect(texts('gr', 'admin.dashboard.views')).toEqual([
      '0 προβολές',
      '1 προβολή',
      '2 προβολές',
      '5 προβολές',
      '21 προβολές',
    ])
  })

  it('writes the count with the digit grouping of the language', () => {
    const t: Translate = (key, params) => translate('gr', key, params)
    expect(countText(t, 'gr', 'home.viewsToday', 12345)).toBe('12.345 προβολές σήμερα')
    const tEn: Translate = (key, params) => translate('en', key, params)
    expect(countText(tEn, 'en', 'home.viewsToday', 12345)).toBe('12,345 views today')
  })
})
