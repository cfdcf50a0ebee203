import { defineMessages } from '#app/utils/messages.ts'

/** The media library's and the uploads' messages. */
export const mediaMessages = defineMessages('media', {
  notFound: 'Media file not found',
  inUse: 'This file is used by an article and cannot be deleted.',
  typeInvalid: 'type must be all, image, video or document',
  dateInvalid: 'date must be all, 7d, 30d or 3m',
  updateInvalid: 'Send only altText, caption and credit, each text',
})

export const uploadMessages = defineMessages('upload', {
  maxSizeNotNumber: 'maxSize must be a number of bytes',
  maxSizeNotWhole: 'maxSize must be a whole number of bytes',
  maxSizeNotPositive: 'maxSize must be positive',
  maxSizeTooLarge: 'File size must be less than {n}MB',
  imageUrlRequired: 'imageURL is required',
  imageUrlInvalid: 'Invalid image URL',
  notFound: 'Upload not found',
  notYours: 'This upload belongs to another user.',
  notUploaded: 'The file has not been uploaded yet.',
  tooLarge: 'File is too large (at most {max} bytes)',
  addressInvalid: 'This upload address is not valid.',
  addressExpired: 'This upload address has expired.',
  addressUsed: 'This upload address has already been used.',
  interrupted: 'The upload was interrupted.',
  typeNotAllowed: 'File type not allowed. Accepted types: {types}',
})
