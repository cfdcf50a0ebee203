import { z } from 'zod'
import { ARTICLE_STATUSES } from '#db/schema/enums.ts'
import { ADMIN_ARTICLES_PAGE_SIZE } from '#app/utils/constants.ts'
import { hasContent } from './article-rules.ts'

/** The article form (SPEC.md section 5, "Article form"); the spec's messages. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null))

const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\//i.test(v) || v.startsWith('/objects/'), {
    error: 'Image must be an http(s) address or an uploaded file',
  })

export const ArticleInputSchema = z.object({
  title: z.string().trim().min(1, { error: 'Title is required' }).max(300),
  titleGr: optionalText(300),
  subtitle: optionalText(500),
  subtitleGr: optionalText(500),
  content: z
    .string({ error: 'Content is required' })
    .max(2_000_000)
    .refine(hasContent, { error: 'Content is required' }),
  contentGr: z
    .string()
    .max(2_000_000)
    .nullish()
    .transform((v) => (v && hasContent(v) ? v : null)),
  excerpt: optionalText(1000),
  excerptGr: optionalText(1000),
  metaDescription: optionalText(320),
  focusKeywords: optionalText(300),
  categoryId: z.coerce
    .number({ error: 'Category is required' })
    .int({ error: 'Category is required' })
    .positive({ error: 'Category is required' }),
  status: z.enum(ARTICLE_STATUSES, { error: 'Status must be draft, under_review or published' }).default('draft'),
  isFeatured: z.boolean().default(false),
  allowComments: z.boolean().default(true),
  featuredImageUrl: imageUrl.nullish().transform((v) => (v ? v : null)),
  galleryImages: z.array(imageUrl).max(50).default([]),
  featuredVideoUrl: optionalText(500),
  tagIds: z.array(z.coerce.number().int().positive()).max(50).default([]),
  /** set by hand to change the address; the old one keeps working with a 301 */
  slug: z
    .string()
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

export const ArticleListQuerySchema = z.object({
  status: z.enum(ARTICLE_STATUSES).optional().catch(undefined),
  categoryId: z.coerce.number().int().positive().optional().catch(undefined),
  authorId: z.coerce.number().int().positive().optional().catch(undefined),
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN_ARTICLES_PAGE_SIZE).catch(ADMIN_ARTICLES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0).catch(0),
})
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>
