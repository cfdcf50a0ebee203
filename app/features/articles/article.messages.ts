import { defineMessages } from '#app/utils/messages.ts'

/** The articles' messages, one home for the schema and the service. */
export const articleMessages = defineMessages('article', {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  categoryRequired: 'Category is required',
  statusInvalid: 'Status must be draft, under_review or published',
  translationInvalid: 'translation must be single, greekMissing, greekOutdated, mainOutdated or complete',
  imageInvalid: 'Image must be an http(s) address or an uploaded file',
  publishTimeInvalid: 'Publish time must be a date and time',
  tagIdsInvalid: 'tagIds must be a list of tag ids',
  tagIdInvalid: 'Each tag id must be a positive whole number',
  notFound: 'Article not found',
  publishForbidden: 'Only editors and super admins can publish articles.',
  editForbidden: 'You can only change your own articles while they are drafts or under review.',
  versionInvalid: 'version must be a positive whole number',
  versionConflict: 'This article was saved by {name} at {time} since you opened it. Your changes were not saved.',
  versionConflictUnknown:
    'This article was saved by someone else at {time} since you opened it. Your changes were not saved.',
  revisionNotFound: 'Revision not found',
  correctionTextRequired: 'Correction text is required',
  correctionNotPublished: 'Corrections can only be added to published articles.',
})
