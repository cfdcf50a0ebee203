import { categoryName, localizedField } from '#app/i18n/localize.ts'
import { LANGUAGE_CODES, type Language } from '#app/i18n/language.ts'
import {
  readTimeMinutes,
  stripTags,
  titleSizeStep,
  videoEmbedUrl,
  wasUpdatedAfterPublication,
} from '#app/features/articles/article-rules.ts'
import type { PublicArticle } from '#app/features/articles/pages/public-article-page.server.ts'
import { shortDescription } from '#app/utils/seo.ts'

/**
 * What the article page shows that is worked out from the article, per language:
 * done here with the page's data, so the article rules stay out of its JavaScript.
 */
export interface ArticleDisplay {
  readMinutes: Record<Language, number>
  titleSize: Record<Language, 0 | 1 | 2 | 3>
  description: Record<Language, string>
  videoSrc: string | null
  /** the time of the last correction or edit after publication, when the page says "Updated …" */
  updatedAt: string | null
}

/**
 * The article's description: its SEO text, else the excerpt, subtitle or opening
 * words. The SEO field has one language: in Greek a Greek excerpt comes first.
 */
function articleDescription(article: PublicArticle, language: Language): string {
  const greekExcerpt = language === 'gr' ? article.excerptGr?.trim() : ''
  return shortDescription(
    greekExcerpt ||
      article.metaDescription?.trim() ||
      localizedField(article, 'excerpt', language) ||
      localizedField(article, 'subtitle', language) ||
      stripTags(localizedField(article, 'content', language)),
  )
}

function perLanguage<T>(value: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGE_CODES.map((language) => [language, value(language)])) as Record<Language, T>
}

/**
 * Worked out once per article as read: the read cache hands every render the same
 * object until the article changes (reading the body four times is a few per cent of a page).
 */
const worked = new WeakMap<PublicArticle, ArticleDisplay>()

export function articleDisplay(article: PublicArticle): ArticleDisplay {
  let display = worked.get(article)
  if (!display) {
    display = workOut(article)
    worked.set(article, display)
  }
  return display
}

function workOut(article: PublicArticle): ArticleDisplay {
  return {
    readMinutes: perLanguage((language) => readTimeMinutes(stripTags(localizedField(article, 'content', language)))),
    titleSize: perLanguage((language) => titleSizeStep(localizedField(article, 'title', language))),
    description: perLanguage((language) => articleDescription(article, language)),
    videoSrc: videoEmbedUrl(article.featuredVideoUrl),
    updatedAt: wasUpdatedAfterPublication(article) ? article.modifiedAt : null,
  }
}

/**
 * The article as its page in `language` uses it: each text already in that language
 * (localize.ts's fallbacks), the other language's variants and what the page
 * does not read (the SEO description, worked into `display`; the gallery) left out.
 * The page's data then carries the body once, not in both languages
 * (docs/decisions/013-what-a-page-sends.md).
 */
export function pageArticle(article: PublicArticle, language: Language): PublicArticle {
  const field = (name: Parameters<typeof localizedField>[1]) => localizedField(article, name, language) || null
  return {
    ...article,
    title: localizedField(article, 'title', language),
    titleGr: null,
    subtitle: field('subtitle'),
    subtitleGr: null,
    excerpt: field('excerpt'),
    excerptGr: null,
    content: localizedField(article, 'content', language),
    contentGr: null,
    featuredImageAlt: field('featuredImageAlt'),
    featuredImageAltGr: null,
    featuredImageCaption: field('featuredImageCaption'),
    featuredImageCaptionGr: null,
    metaDescription: null,
    galleryImages: [],
    category: { ...article.category, name: categoryName(article.category, language), nameEn: null },
    corrections: article.corrections.map((correction) => ({
      ...correction,
      text: localizedField(correction, 'text', language),
      textGr: null,
    })),
  }
}
