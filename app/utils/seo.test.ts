import { describe, expect, it } from 'vitest'
import { pageMeta, shortDescription } from './seo.ts'

const args = (search = '') => ({
  language: 'gr' as const,
  siteName: 'Palmos News',
  publicUrl: 'https://news.example',
  explicitEnglish: search === '?lang=en',
})

describe('pageMeta', () => {
  it('titles the page after the site and links canonical and alternates', () => {
    const meta = pageMeta(args(), { title: 'Επικοινωνία', description: 'Γράψτε μας', path: '/contact' })
    expect(meta).toContainEqual({ title: 'Επικοινωνία | Palmos News' })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://news.example/contact' })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: 'https://news.example/contact?lang=en',
    })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://news.example/contact',
    })
  })

  it('makes the English address canonical for itself, and keeps noindex pages out', () => {
    const english = pageMeta(args('?lang=en'), { title: 'Contact', description: '', path: '/contact' })
    expect(english).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://news.example/contact?lang=en' })
    const hidden = pageMeta(args(), { title: 'x', description: '', path: '/unsubscribe', noindex: true })
    expect(hidden).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(hidden.some((d) => 'rel' in d && d.rel === 'canonical')).toBe(false)
  })
})

describe('shortDescription', () => {
  it('gives plain text of at most 160 characters, cut at a word', () => {
    const text = shortDescription(`<p>${'λέξη '.repeat(60)}</p>`)
    expect(text.length).toBeLessThanOrEqual(160)
    expect(text.endsWith('λέξη…')).toBe(true)
  })
})
