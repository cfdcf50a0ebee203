import type { TranslationKey } from '#app/i18n/text-keys.ts'
import type { DiffField } from '../../history/screens/revision-diff.ts'

/**
 * An article field's label on every admin screen that names fields: the history's diff,
 * the audit log's changed fields, the fields a library file fills in.
 */
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
