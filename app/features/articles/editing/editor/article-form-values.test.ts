import { describe, expect, test } from 'vitest'
import { ArticleInputSchema } from '#app/features/articles/article.schema.ts'
import type { AdminArticle } from '#app/features/articles/article.types.ts'
import { fromLocalDateTimeInput, toFormValues, toLocalDateTimeInput, toRequestBody } from './article-form-values.ts'

const saved = {
  id: 7,
  slug: 'athina',
  title: 'Athens',
  titleGr: 'Αθήνα',
  subtitle: null,
  subtitleGr: null,
  content: '<p>Body</p>',
  contentGr: null,
  excerpt: null,
  excerptGr: null,
  metaDescription: null,
  focusKeywords: null,
  status: 'draft',
  isFeatured: false,
  allowComments: true,
  featuredImageUrl: '/objects/uploads/a.png',
  featuredImageAlt: 'The harbour of Piraeus at dawn',
  featuredImageAltGr: null,
  featuredImageCaption: null,
  featuredImageCaptionGr: null,
  featuredImageCredit: 'Reuters',
  galleryImages: [],
  featuredVideoUrl: null,
  categoryId: 3,
  authorId: 1,
  viewCount: 0,
  version: 1,
  publishedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  category: null,
  author: null,
  articleTags: [],
  tagIds: [4],
  translationState: 'complete',
} satisfies AdminArticle

describe('article form values', () => {
  test('an empty form fails with the catalogue messages', () => {
    const result = ArticleInputSchema.safeParse(toFormValues(null))
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))
    expect(messages).toEqual({
      title: 'Title is required',
      content: 'Content is required',
      categoryId: 'Category is required',
    })
  })

  test('a saved article round-trips through the schema', () => {
    const input = ArticleInputSchema.parse(toFormValues(saved))
    expect(input).toMatchObject({ title: 'Athens', titleGr: 'Αθήνα', subtitle: null, categoryId: 3, tagIds: [4] })
    expect(input.featuredImageUrl).toBe('/objects/uploads/a.png')
  })

  test('the button sets the status; the address is sent only when changed', () => {
    const input = ArticleInputSchema.parse(toFormValues(saved))
    expect(toRequestBody(input, 'under_review', saved)).toMatchObject({ status: 'under_review', slug: null })
    expect(toRequestBody({ ...input, slug: 'new-address' }, 'published', saved).slug).toBe('new-address')
    expect(toRequestBody({ ...input, slug: 'anything' }, 'draft', null).slug).toBeNull()
  })

  test('publish times convert between the local input and ISO 8601', () => {
    const iso = fromLocalDateTimeInput('2030-05-06T07:08')!
    expect(toLocalDateTimeInput(iso)).toBe('2030-05-06T07:08')
    expect(fromLocalDateTimeInput('')).toBeNull()
    expect(toLocalDateTimeInput(null)).toBe('')
  })
})
