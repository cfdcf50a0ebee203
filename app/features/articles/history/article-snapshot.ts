import type { ArticleSnapshot } from '../article.types.ts'

/**
 * The fields a revision keeps (ArticleSnapshot), in the order the screens list them,
 * and which of them changed between two revisions: one list for the server, which
 * names the changed fields, and the History panel, which compares them.
 */

/** The texts of both languages, compared word by word. */
export const SNAPSHOT_TEXT_FIELDS = [
  'title',
  'titleGr',
  'subtitle',
  'subtitleGr',
  'excerpt',
  'excerptGr',
  'content',
  'contentGr',
  'metaDescription',
  'focusKeywords',
] as const satisfies readonly (keyof ArticleSnapshot)[]

export const SNAPSHOT_FIELDS = [
  ...SNAPSHOT_TEXT_FIELDS,
  'status',
  'categoryId',
  'tagIds',
  'slug',
  'publishedAt',
  'isFeatured',
  'allowComments',
  'featuredImageUrl',
  'featuredImageAlt',
  'featuredImageAltGr',
  'featuredImageCaption',
  'featuredImageCaptionGr',
  'featuredImageCredit',
  'galleryImages',
  'featuredVideoUrl',
  'authorId',
  'corrections',
] as const satisfies readonly (keyof ArticleSnapshot)[]

export type SnapshotField = (typeof SNAPSHOT_FIELDS)[number]

/** Whether a field holds the same value in both (absent and null are the same). */
export function sameValue(field: SnapshotField, before: Partial<ArticleSnapshot>, after: Partial<ArticleSnapshot>) {
  return JSON.stringify(before[field] ?? null) === JSON.stringify(after[field] ?? null)
}

/** The names of the fields whose values differ between two snapshots, in SNAPSHOT_FIELDS order. */
export function changedFields(before: Partial<ArticleSnapshot>, after: Partial<ArticleSnapshot>): SnapshotField[] {
  return SNAPSHOT_FIELDS.filter((field) => !sameValue(field, before, after))
}
