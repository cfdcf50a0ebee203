import type { Language } from '#app/i18n/language.ts'

/** A category's description: `descriptionEn` in English when present, otherwise the (Greek) description. */
export function categoryDescription(
  category: { description?: string | null; descriptionEn?: string | null },
  language: Language,
): string {
  if (language === 'en' && category.descriptionEn?.trim()) return category.descriptionEn.trim()
  return category.description?.trim() ?? ''
}
