import type { Language } from './language.ts'

/** an article's texts (its featured image's alt text and caption too), and a correction note's (`text`, `textGr`) */
type Localizable = 'title' | 'subtitle' | 'content' | 'excerpt' | 'featuredImageAlt' | 'featuredImageCaption' | 'text'
type WithVariants = { [K in Localizable]?: string | null } & { [K in `${Localizable}Gr`]?: string | null }

/**
 * In Greek, an article field's (or a correction's) Greek variant (field + "Gr")
 * when present, otherwise the default text; in English, the default text.
 */
export function localizedField(article: WithVariants, field: Localizable, language: Language): string {
  const base = article[field] ?? ''
  if (language !== 'gr') return base
  const greek = article[`${field}Gr`]
  return greek && greek.trim() !== '' ? greek : base
}

/** A category's name: `nameEn` in English when present, otherwise the (Greek) name. */
export function categoryName(category: { name: string; nameEn?: string | null }, language: Language): string {
  if (language === 'en' && category.nameEn && category.nameEn.trim() !== '') return category.nameEn
  return category.name
}

/** The featured image's alt text in this language (Greek falling back to the default), else the article's title. */
export function featuredImageAltText(
  article: Parameters<typeof localizedField>[0] & { title: string },
  language: Language,
): string {
  return localizedField(article, 'featuredImageAlt', language).trim() || localizedField(article, 'title', language)
}
