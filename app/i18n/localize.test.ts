import { describe, expect, it } from 'vitest'
import { categoryName, featuredImageAltText, localizedField } from './localize.ts'

describe('localizedField', () => {
  const article = {
    title: 'Athens',
    titleGr: 'Αθήνα',
    subtitle: 'Default only',
    subtitleGr: null,
    excerpt: 'x',
    excerptGr: '  ',
  }

  it('uses the Greek variant in Greek and the default text in English', () => {
    expect(localizedField(article, 'title', 'gr')).toBe('Αθήνα')
    expect(localizedField(article, 'title', 'en')).toBe('Athens')
  })

  it('falls back to the default text when the Greek variant is missing or blank', () => {
    expect(localizedField(article, 'subtitle', 'gr')).toBe('Default only')
    expect(localizedField(article, 'excerpt', 'gr')).toBe('x')
    expect(localizedField({}, 'content', 'gr')).toBe('')
  })
})

describe('categoryName', () => {
  it('uses nameEn in English when present', () => {
    expect(categoryName({ name: 'Πολιτική', nameEn: 'Politics' }, 'en')).toBe('Politics')
    expect(categoryName({ name: 'Πολιτική', nameEn: 'Politics' }, 'gr')).toBe('Πολιτική')
    expect(categoryName({ name: 'Πολιτική', nameEn: '' }, 'en')).toBe('Πολιτική')
  })
})

describe('featuredImageAltText', () => {
  it('takes the alt text of the language, the Greek falling back to the default', () => {
    const article = {
      title: 'Athens',
      titleGr: 'Αθήνα',
      featuredImageAlt: 'The Acropolis',
      featuredImageAltGr: 'Η Ακρόπολη',
    }
    expect(featuredImageAltText(article, 'en')).toBe('The Acropolis')
    expect(featuredImageAltText(article, 'gr')).toBe('Η Ακρόπολη')
    expect(featuredImageAltText({ ...article, featuredImageAltGr: null }, 'gr')).toBe('The Acropolis')
  })

  it('falls back to the title when there is no alt text', () => {
    const article = { title: 'Athens', titleGr: 'Αθήνα', featuredImageAlt: ' ', featuredImageAltGr: null }
    expect(featuredImageAltText(article, 'en')).toBe('Athens')
    expect(featuredImageAltText(article, 'gr')).toBe('Αθήνα')
  })
})
