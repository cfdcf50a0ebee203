/** No public texts: the file lookups of app/i18n find an empty set. */
export const publicTexts = {} as const

/** Admin texts of the article model in English. */
export const adminTexts = {
  'admin.articleStatus.draft': 'Draft',
  'admin.articleStatus.under_review': 'Under Review',
  'admin.articleStatus.published': 'Published',

  'admin.error.article.titleRequired': 'Title is required',
  'admin.error.article.contentRequired': 'Content is required',
  'admin.error.article.categoryRequired': 'Category is required',
  'admin.error.article.statusInvalid': 'Status must be draft, under_review or published',
  'admin.error.article.translationInvalid':
    'translation must be single, greekMissing, greekOutdated, mainOutdated or complete',
  'admin.error.article.imageInvalid': 'Image must be an http(s) address or an uploaded file',
  'admin.error.article.publishTimeInvalid': 'Publish time must be a date and time',
  'admin.error.article.tagIdsInvalid': 'tagIds must be a list of tag ids',
  'admin.error.article.tagIdInvalid': 'Each tag id must be a positive whole number',
  'admin.error.article.notFound': 'Article not found',
  'admin.error.article.publishForbidden': 'Only editors and super admins can publish articles.',
  'admin.error.article.editForbidden': 'You can only change your own articles while they are drafts or under review.',
  'admin.error.article.versionInvalid': 'version must be a positive whole number',
  'admin.error.article.versionConflict':
    'This article was saved by {name} at {time} since you opened it. Your changes were not saved.',
  'admin.error.article.versionConflictUnknown':
    'This article was saved by someone else at {time} since you opened it. Your changes were not saved.',
  'admin.error.article.revisionNotFound': 'Revision not found',
  'admin.error.article.correctionTextRequired': 'Correction text is required',
  'admin.error.article.correctionNotPublished': 'Corrections can only be added to published articles.',
} as const

// these keys, in the registry of every text's key (app/i18n/text-keys.ts)
declare module '#app/i18n/text-keys.ts' {
  interface AdminTexts extends Record<keyof typeof adminTexts, string> {}
}
