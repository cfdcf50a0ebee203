import type { TranslationKey } from '#app/i18n/text-keys.ts'
import type { AdminArticle } from '#app/features/articles/public.ts'

/** What the curation screens use of an article of GET /api/admin/articles[/:id]. */
export type CurationArticle = Pick<AdminArticle, 'id' | 'slug' | 'title' | 'titleGr' | 'status' | 'publishedAt'> & {
  category: Pick<NonNullable<AdminArticle['category']>, 'id' | 'name' | 'nameEn'> | null
}

/** One curated home-page list and the texts of its screen. */
export interface CurationConfig {
  /** the settings field that holds the ordered article ids, and the PUT body's only key */
  field: 'breakingNewsArticles' | 'editorsPickArticles'
  max: number
  /** Editor's Pick shows each article's category name */
  showCategory: boolean
  idPrefix: string
  text: {
    title: TranslationKey
    subtitle: TranslationKey
    listTitle: TranslationKey
    listLabel: TranslationKey
    empty: TranslationKey
    limit: TranslationKey
    updated: TranslationKey
    updateFailed: TranslationKey
    loadFailed: TranslationKey
  }
}
