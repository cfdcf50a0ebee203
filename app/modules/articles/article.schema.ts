import { z } from 'zod'
import { ARTICLE_STATUSES } from '#db/schema/enums.ts'
import { ADMIN_ARTICLES_PAGE_SIZE } from '#app/utils/constants.ts'
import { ID_MAX, idField, idFilter, idList } from '#app/utils/ids.ts'
import { cleanText, optionalChoice, optionalText, requiredText, wholeNumber } from '#app/utils/schema-fields.ts'
import { hasContent } from './article-rules.ts'

/** The article form (SPEC.md section 5, "Article form"); the spec's messages. */
const imageUrl = cleanText()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\//i.test(v) || v.startsWith('/objects/'), {
    error: 'Image must be an http(s) address or an uploaded file',
  })

export const ArticleInputSchema = z.object({
  title: requiredText('Title is required', 300),
  titleGr: optionalText(300),
  subtitle: optionalText(500),
  subtitleGr: optionalText(500),
  content: cleanText({ missing: 'Content is required' })
    .max(2_000_000)
    .refine(hasContent, { error: 'Content is required' }),
  contentGr: cleanText()
    .max(2_000_000)
    .nullish()
    .transform((v) => (v && hasContent(v) ? v : null)),
  excerpt: optionalText(1000),
  excerptGr: optionalText(1000),
  metaDescription: optionalText(320),
  focusKeywords: optionalText(300),
  categoryId: idField('Category is required'),
  status: z.enum(ARTICLE_STATUSES, { error: 'Status must be draft, under_review or published' }).default('draft'),
  isFeatured: z.boolean().default(false),
  allowComments: z.boolean().default(true),
  featuredImageUrl: imageUrl.nullish().transform((v) => (v ? v : null)),
  galleryImages: z.array(imageUrl).max(50).default([]),
  featuredVideoUrl: optionalText(500),
  tagIds: idList({
    message: 'tagIds must be a list of tag ids',
    itemMessage: 'Each tag id must be a positive whole number',
    max: 50,
  }).default([]),
  /** set by hand to change the address; the old one keeps working with a 301 */
  slug: cleanText()
    .trim()
    .max(120)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** a future time with status published schedules the article */
  publishedAt: z.iso
    .datetime({ offset: true, error: 'Publish time must be a date and time' })
    .nullish()
    .transform((v) => (v ? new Date(v) : null)),
})
export type ArticleInput = z.infer<typeof ArticleInputSchema>

/** GET /api/admin/articles: an empty value means no filter; anything malformed is a 400. */
export const ArticleListQuerySchema = z.object({
  status: optionalChoice(ARTICLE_STATUSES, 'Status must be draft, under_review or published'),
  categoryId: idFilter('categoryId'),
  authorId: idFilter('authorId'),
  search: cleanText().trim().max(200).optional(),
  limit: wholeNumber({
    min: 1,
    max: 200,
    fallback: ADMIN_ARTICLES_PAGE_SIZE,
    message: 'limit must be a whole number from 1 to 200',
  }),
  offset: wholeNumber({ min: 0, max: ID_MAX, fallback: 0, message: 'offset must be a whole number from 0' }),
})
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>
