import { z } from 'zod'
import { ID_MAX } from '#app/utils/ids.ts'
import { cleanText, optionalText, wholeNumber } from '#app/utils/schema-fields.ts'
import { inputMessages } from '#app/utils/common-messages.ts'
import { schemaText } from '#app/utils/messages.ts'
import { mediaMessages, uploadMessages } from './media.messages.ts'

/**
 * The longest alt text, caption and credit of an article's featured image; a library
 * file's alt text and credit alike.
 */
export const FEATURED_IMAGE_ALT_MAX = 500
export const FEATURED_IMAGE_CAPTION_MAX = 1000
export const FEATURED_IMAGE_CREDIT_MAX = 200

/** Uploads up to 50 MB. */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024
/** An upload address is good for 15 minutes. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000

export const MEDIA_TYPES = ['all', 'image', 'video', 'document'] as const
export type MediaTypeFilter = (typeof MEDIA_TYPES)[number]
export const MEDIA_DATE_RANGES = ['all', '7d', '30d', '3m'] as const
export type MediaDateRange = (typeof MEDIA_DATE_RANGES)[number]
export const MEDIA_PAGE_SIZE = 24
export const MEDIA_PAGE_SIZE_MAX = 100

/** POST /api/objects/upload: no body, or `{maxSize}` in bytes. */
export const UploadRequestSchema = z.object({
  maxSize: z
    .number({ error: schemaText(uploadMessages.maxSizeNotNumber) })
    .int({ error: schemaText(uploadMessages.maxSizeNotWhole) })
    .positive({ error: schemaText(uploadMessages.maxSizeNotPositive) })
    .max(UPLOAD_MAX_BYTES, { error: schemaText(uploadMessages.maxSizeTooLarge, { n: UPLOAD_MAX_BYTES / 1024 / 1024 }) })
    .default(UPLOAD_MAX_BYTES),
})

/** A file name as shown in the library: no folders, no control characters. */
const fileName = cleanText()
  .transform((v) =>
    (v.split(/[\\/]/).pop() ?? '')
      .replace(/\p{Cc}/gu, '')
      .trim()
      .slice(0, 255),
  )
  .optional()
  .transform((v) => (v ? v : undefined))

/** PUT /api/images: the upload address without its query string, and optionally the file's name. */
export const RegisterImageSchema = z.object({
  imageURL: cleanText({ missing: schemaText(uploadMessages.imageUrlRequired) })
    .trim()
    .min(1, { error: schemaText(uploadMessages.imageUrlRequired) })
    .max(2048),
  fileName,
})

/** GET /api/admin/media query. */
export const MediaListQuerySchema = z.object({
  type: z.enum(MEDIA_TYPES, { error: schemaText(mediaMessages.typeInvalid) }).default('all'),
  date: z.enum(MEDIA_DATE_RANGES, { error: schemaText(mediaMessages.dateInvalid) }).default('all'),
  search: cleanText()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined)),
  limit: wholeNumber({
    min: 1,
    max: MEDIA_PAGE_SIZE_MAX,
    fallback: MEDIA_PAGE_SIZE,
    message: schemaText(inputMessages.limitRange, { max: MEDIA_PAGE_SIZE_MAX }),
  }),
  offset: wholeNumber({ min: 0, max: ID_MAX, fallback: 0, message: schemaText(inputMessages.offsetRange) }),
})
export type MediaListQuery = z.infer<typeof MediaListQuerySchema>

/** PATCH /api/admin/media/:id: any field may be left out; empty clears it; no other field is taken. */
export const MediaUpdateSchema = z.strictObject(
  {
    altText: optionalText(FEATURED_IMAGE_ALT_MAX).optional(),
    caption: optionalText(2000).optional(),
    credit: optionalText(FEATURED_IMAGE_CREDIT_MAX).optional(),
  },
  { error: schemaText(mediaMessages.updateInvalid) },
)
export type MediaUpdateInput = z.infer<typeof MediaUpdateSchema>
