import type { MediaItem } from '#app/features/media/public.ts'
import type { ArticleFormValues } from './article-form-values.ts'

/** The article's fields a library file offers its details to: alt text, caption, credit. */
export const OFFERED_FIELDS = {
  featuredImageAlt: 'altText',
  featuredImageCaption: 'caption',
  featuredImageCredit: 'credit',
} as const satisfies Record<string, keyof MediaItem>

export type OfferedField = keyof typeof OFFERED_FIELDS

/**
 * What a chosen library file fills in: its alt text, caption and credit, each only
 * where the article's field is still empty, so nothing the editor typed is overwritten.
 */
export function offeredDetails(
  values: Pick<ArticleFormValues, OfferedField>,
  item: Pick<MediaItem, 'altText' | 'caption' | 'credit'>,
): Partial<Record<OfferedField, string>> {
  const offered: Partial<Record<OfferedField, string>> = {}
  for (const [field, source] of Object.entries(OFFERED_FIELDS) as [OfferedField, keyof typeof item][]) {
    const value = item[source]?.trim()
    if (value && !values[field]?.trim()) offered[field] = value
  }
  return offered
}

/** Whether publishing should warn first: a featured image and no alt text in either language. */
export function lacksAltText(
  values: Pick<ArticleFormValues, 'featuredImageUrl' | 'featuredImageAlt' | 'featuredImageAltGr'>,
): boolean {
  if (!values.featuredImageUrl?.trim()) return false
  return !values.featuredImageAlt?.trim() && !values.featuredImageAltGr?.trim()
}
