import { useCategories, useTags } from '../../categories/use-taxonomy.ts'
import { formatDateTime } from '#app/i18n/format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import type { TranslationKey } from '#app/i18n/en.ts'
import { categoryName } from '#app/i18n/localize.ts'
import type { ArticleStatus } from '#db/schema/enums.ts'
import type { SnapshotCorrection } from '#app/modules/articles/article.types.ts'
import type { DiffField } from './revision-diff.ts'

/** How the diff names each field and shows a value that is not a text. */
export const FIELD_LABELS: Record<DiffField, TranslationKey> = {
  title: 'admin.editor.field.title',
  titleGr: 'admin.editor.field.titleGr',
  subtitle: 'admin.editor.field.subtitle',
  subtitleGr: 'admin.editor.field.subtitleGr',
  excerpt: 'admin.editor.field.excerpt',
  excerptGr: 'admin.editor.field.excerptGr',
  content: 'admin.editor.field.content',
  contentGr: 'admin.editor.field.contentGr',
  status: 'admin.editor.field.status',
  categoryId: 'admin.editor.field.category',
  tagIds: 'admin.editor.field.tags',
  slug: 'admin.editor.field.slug',
  publishedAt: 'admin.editor.field.publishedAt',
  isFeatured: 'admin.editor.field.featured',
  allowComments: 'admin.history.field.allowComments',
  featuredImageUrl: 'admin.editor.field.featuredImage',
  featuredImageAlt: 'admin.photo.alt',
  featuredImageAltGr: 'admin.photo.altGr',
  featuredImageCaption: 'admin.photo.caption',
  featuredImageCaptionGr: 'admin.photo.captionGr',
  featuredImageCredit: 'admin.photo.credit',
  galleryImages: 'admin.history.field.galleryImages',
  featuredVideoUrl: 'admin.editor.field.videoUrl',
  metaDescription: 'admin.editor.field.metaDescription',
  focusKeywords: 'admin.editor.field.focusKeywords',
  corrections: 'admin.history.field.corrections',
}

/** A value of a field that is not compared word by word, in the user's language. */
export function useValueText(): (field: string, value: unknown) => string {
  const t = useT()
  const { language } = useLanguage()
  const categories = useCategories()
  const tags = useTags()
  return (field, value) => {
    if (value === null || value === undefined || value === '') return t('admin.diff.empty')
    if (typeof value === 'boolean') return t(value ? 'admin.diff.yes' : 'admin.diff.no')
    if (field === 'status') return t(`admin.articleStatus.${value as ArticleStatus}`)
    if (field === 'publishedAt') return formatDateTime(value as string, language)
    if (field === 'categoryId') {
      const category = categories.data?.find((c) => c.id === value)
      return category ? categoryName(category, language) : `#${String(value)}`
    }
    if (field === 'tagIds' && Array.isArray(value)) {
      if (value.length === 0) return t('admin.diff.empty')
      return value.map((id) => tags.data?.find((tag) => tag.id === id)?.name ?? `#${String(id)}`).join(', ')
    }
    if (field === 'corrections' && Array.isArray(value)) {
      if (value.length === 0) return t('admin.diff.empty')
      return (value as SnapshotCorrection[])
        .map((c) => `${formatDateTime(c.createdAt, language)}: ${c.text}${c.textGr ? ` / ${c.textGr}` : ''}`)
        .join('\n')
    }
    if (Array.isArray(value)) return value.length ? value.map(String).join('\n') : t('admin.diff.empty')
    return String(value)
  }
}
