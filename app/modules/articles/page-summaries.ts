import { categoryName, localizedField } from '#app/i18n/localize.ts'
import type { Language } from '#app/i18n/language.ts'
import type { ArticleSummary } from './public-articles.server.ts'

/**
 * A summary as a page in `language` shows it: the title, excerpt and category name
 * already chosen for that language (SPEC.md section 1's fallbacks), the other
 * language's texts and the unused subtitles left out. The public pages' data, sent
 * with every page and read back at hydration, is then about half as large; choosing
 * the other language reloads it. The JSON API keeps both languages.
 */
export function pageSummary(summary: ArticleSummary, language: Language): ArticleSummary {
  return {
    ...summary,
    title: localizedField(summary, 'title', language),
    titleGr: null,
    subtitle: null,
    subtitleGr: null,
    excerpt: localizedField(summary, 'excerpt', language) || null,
    excerptGr: null,
    category: { ...summary.category, name: categoryName(summary.category, language), nameEn: null },
  }
}

export function pageSummaries(summaries: ArticleSummary[], language: Language): ArticleSummary[] {
  return summaries.map((summary) => pageSummary(summary, language))
}

/**
 * A headline as lists without pictures or excerpts show it (Trending Today): title,
 * category, time and views only.
 */
export function headlineSummaries(summaries: ArticleSummary[], language: Language): ArticleSummary[] {
  return summaries.map((summary) => ({
    ...pageSummary(summary, language),
    excerpt: null,
    featuredImageUrl: null,
    author: null,
  }))
}
