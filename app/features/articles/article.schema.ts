import { z } from 'zod'
import { ARTICLE_STATUSES } from '#db/schema/enums.ts'
import { ADMIN_ARTICLES_PAGE_SIZE } from '#app/utils/constants.ts'
import { ID_MAX, idField, idFilter, idList } from '#app/utils/ids.ts'
import {
  cleanText,
  optionalChoice,
  optionalInstant,
  optionalText,
  requiredText,
  wholeNumber,
} from '#app/utils/schema-fields.ts'
import { keyFromObjectPath } from '#app/features/media/public.ts'
import { hasContent } from './article-rules.ts'
import { schemaText } from '#app/utils/messages.ts'
import { inputMessages } from '#app/utils/common-messages.ts'
import { articleMessages as m } from './article.messages.ts'
import { TRANSLATION_STATES } from './translation-state.ts'
import {
  FEATURED_IMAGE_ALT_MAX,
  FEATURED_IMAGE_CAPTION_MAX,
  FEATURED_IMAGE_CREDIT_MAX,
} from '#app/features/media/public.ts'

export { FEATURED_IMAGE_ALT_MAX, FEATURED_IMAGE_CAPTION_MAX, FEATURED_IMAGE_CREDIT_MAX }

/** The article form, with its catalogue's messages. */
const imageUrl = cleanText()
  .trim()
  .max(2000)
  // a stored file's address names a key the storage could hold (no `..`, no empty segment)
  .refine((v) => v === '' || /^https?:\/\//i.test(v) || keyFromObjectPath(v) !== null, {
    error: schemaText(m.imageInvalid),
  })

export const ArticleInputSchema = z.object({
  title: requiredText(schemaText(m.titleRequired), 300),
  titleGr: optionalText(300),
  subtitle: optionalText(500),
  subtitleGr: optionalText(500),
  content: cleanText({ missing: schemaText(m.contentRequired) })
    .max(2_000_000)
    .refine(hasContent, { error: schemaText(m.contentRequired) }),
  contentGr: cleanText()
    .max(2_000_000)
    .nullish()
    .transform((v) => (v && hasContent(v) ? v : null)),
  excerpt: optionalText(1000),
  excerptGr: optionalText(1000),
  metaDescription: optionalText(320),
  focusKeywords: optionalText(300),
  categoryId: idField(schemaText(m.categoryRequired)),
  status: z.enum(ARTICLE_STATUSES, { error: schemaText(m.statusInvalid) }).default('draft'),
  isFeatured: z.boolean().default(false),
  allowComments: z.boolean().default(true),
  featuredImageUrl: imageUrl.nullish().transform((v) => (v ? v : null)),
  /** the featured image's description for readers who cannot see it, and its caption and credit */
  featuredImageAlt: optionalText(FEATURED_IMAGE_ALT_MAX),
  featuredImageAltGr: optionalText(FEATURED_IMAGE_ALT_MAX),
  featuredImageCaption: optionalText(FEATURED_IMAGE_CAPTION_MAX),
  featuredImageCaptionGr: optionalText(FEATURED_IMAGE_CAPTION_MAX),
  featuredImageCredit: optionalText(FEATURED_IMAGE_CREDIT_MAX),
  galleryImages: z.array(imageUrl).max(50).default([]),
  featuredVideoUrl: optionalText(500),
  tagIds: idList({
    message: schemaText(m.tagIdsInvalid),
    itemMessage: schemaText(m.tagIdInvalid),
    max: 50,
  }).default([]),
  /** set by hand to change the address; the old one keeps working with a 301 */
  slug: cleanText()
    .trim()
    .max(120)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** a future time with status published schedules the article */
  publishedAt: optionalInstant(schemaText(m.publishTimeInvalid)),
  /**
   * the version the writer saw (GET answers it): a save naming an older one is refused
   * (409); absent, it saves over what is stored, unless other saves of the article keep
   * landing between its read and its write (409 after three tries, article-save.server.ts)
   */
  version: z
    .number({ error: schemaText(m.versionInvalid) })
    .int({ error: schemaText(m.versionInvalid) })
    .min(1, { error: schemaText(m.versionInvalid) })
    .max(ID_MAX, { error: schemaText(m.versionInvalid) })
    .optional(),
})
export type ArticleInput = z.infer<typeof ArticleInputSchema>

/** GET /api/admin/articles: an empty value means no filter; anything malformed is a 400. */
export const ArticleListQuerySchema = z.object({
  status: optionalChoice(ARTICLE_STATUSES, schemaText(m.statusInvalid)),
  categoryId: idFilter('categoryId'),
  authorId: idFilter('authorId'),
  search: cleanText().trim().max(200).optional(),
  /** one of TRANSLATION_STATES: the articles in that translation state */
  translation: optionalChoice(TRANSLATION_STATES, schemaText(m.translationInvalid)),
  limit: wholeNumber({
    min: 1,
    max: 200,
    fallback: ADMIN_ARTICLES_PAGE_SIZE,
    message: schemaText(inputMessages.limitRange, { max: 200 }),
  }),
  offset: wholeNumber({ min: 0, max: ID_MAX, fallback: 0, message: schemaText(inputMessages.offsetRange) }),
})
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>

/** A correction note's longest text, in each language. */
export const CORRECTION_TEXT_MAX = 1000

/** POST /api/admin/articles/:id/corrections: plain text (shown as text, never as HTML); the Greek text is optional. */
export const CorrectionInputSchema = z.object({
  text: requiredText(schemaText(m.correctionTextRequired), CORRECTION_TEXT_MAX),
  textGr: optionalText(CORRECTION_TEXT_MAX),
})
export type CorrectionInput = z.infer<typeof CorrectionInputSchema>
