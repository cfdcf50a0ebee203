/** The pages Lighthouse is asked about, each in Greek (the default) and English. */
export interface LighthousePage {
  name: string
  language: 'el' | 'en'
  path: string
}

/** The bench's search (scripts/bench/pages.ts): a Greek word without accents (ADR 008). */
export const SEARCH_WORD = encodeURIComponent('αθηνα')

export function lighthousePages(articleSlug: string, categorySlug: string): LighthousePage[] {
  const pages = [
    { name: 'home', path: '/' },
    { name: 'article', path: `/articles/${articleSlug}` },
    { name: 'search', path: `/articles?search=${SEARCH_WORD}` },
    { name: 'category', path: `/categories/${categorySlug}` },
  ]
  return pages.flatMap(({ name, path }) => [
    { name, language: 'el' as const, path },
    // ?lang= is how a shared link names the language (app/i18n/language.server.ts)
    { name, language: 'en' as const, path: `${path}${path.includes('?') ? '&' : '?'}lang=en` },
  ])
}
