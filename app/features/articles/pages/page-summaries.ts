import { categoryName, localizedField } from '#app/i18n/localize.ts'
import type { Language } from '#app/i18n/language.ts'
import type { ArticleSummary } from './public-articles.server.ts'

/**
 * An article as a card, slide or headline of a public page shows it. A page's own
 * data (PageArticle from pageSummary) has only the fields the page draws, already in
 * its language: the title, excerpt and category name chosen with localize.ts's
 * fallbacks, no other language, no subtitle, author, counts or ids it does not show
 * (docs/decisions/013-what-a-page-sends.md). The JSON API's summaries (both languages,
 * read by Show More and load more) fit the same type: the components choose the
 * language's texts with localizedField and categoryName, which read both shapes alike.
 */
export interface PageArticle {
  id: number
  slug: string
  title: string
  titleGr?: string | null
  excerpt?: string | null
  excerptGr?: string | null
  featuredImageUrl?: string | null
  /** the widths of its renditions (pictureWidths), when it has any */
  featuredImageWidths?: number[]
  publishedAt: string
  /** views today (Trending Today) */
  dailyViews?: number
  category: { slug: string; name: string; nameEn?: string | null; color: string }
}

/** The category as a page shows it: its name in `language`, its slug for the link, its colour. */
function pageCategory(summary: ArticleSummary, language: Language): PageArticle['category'] {
  const { slug, color } = summary.category
  return { slug, name: categoryName(summary.category, language), color }
}

/** A card or slide: picture, category, title, excerpt, time (fields without a value are left out). */
export function pageSummary(summary: ArticleSummary, language: Language): PageArticle {
  const excerpt = localizedField(summary, 'excerpt', language)
  return {
    id: summary.id,
    slug: summary.slug,
    title: localizedField(summary, 'title', language),
    ...(excerpt ? { excerpt } : {}),
    ...(summary.featuredImageUrl ? { featuredImageUrl: summary.featuredImageUrl } : {}),
    ...(summary.featuredImageUrl && summary.featuredImageWidths.length > 0
      ? { featuredImageWidths: summary.featuredImageWidths }
      : {}),
    publishedAt: summary.publishedAt,
    category: pageCategory(summary, language),
  }
}

export function pageSummaries(summaries: ArticleSummary[], language: Language): PageArticle[] {
  return summaries.map((summary) => pageSummary(summary, language))
}

/**
 * A headline as lists without pictures or excerpts show it (Trending Today): title,
 * category, time and views today only.
 */
export function headlineSummaries(summaries: ArticleSummary[], language: Language): PageArticle[] {
  return summaries.map((summary) => ({
    id: summary.id,
    slug: summary.slug,
    title: localizedField(summary, 'title', language),
    publishedAt: summary.publishedAt,
    dailyViews: summary.dailyViews,
    category: pageCategory(summary, language),
  }))
}
