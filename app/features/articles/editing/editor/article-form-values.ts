import type { z } from 'zod'
import type { ArticleInput, ArticleInputSchema } from '#app/features/articles/article.schema.ts'
import type { ArticleStatus } from '#db/schema/enums.ts'
import type { AdminArticle } from '#app/features/articles/article.types.ts'

/** What the form holds: the shared schema's input (it checks and shapes it on submit). */
export type ArticleFormValues = z.input<typeof ArticleInputSchema>

/** The fields the API may name in a 400's `errors`, all of them fields of the form. */
export const ARTICLE_FORM_FIELDS = [
  'title',
  'titleGr',
  'subtitle',
  'subtitleGr',
  'content',
  'contentGr',
  'excerpt',
  'excerptGr',
  'metaDescription',
  'focusKeywords',
  'categoryId',
  'status',
  'featuredImageUrl',
  'featuredImageAlt',
  'featuredImageAltGr',
  'featuredImageCaption',
  'featuredImageCaptionGr',
  'featuredImageCredit',
  'featuredVideoUrl',
  'tagIds',
  'slug',
  'publishedAt',
] as const satisfies readonly (keyof ArticleFormValues)[]

/** A new article, or an existing one, as form values (texts never null, so inputs stay controlled). */
export function toFormValues(article: AdminArticle | null): ArticleFormValues {
  return {
    title: article?.title ?? '',
    titleGr: article?.titleGr ?? '',
    subtitle: article?.subtitle ?? '',
    subtitleGr: article?.subtitleGr ?? '',
    content: article?.content ?? '',
    contentGr: article?.contentGr ?? '',
    excerpt: article?.excerpt ?? '',
    excerptGr: article?.excerptGr ?? '',
    metaDescription: article?.metaDescription ?? '',
    focusKeywords: article?.focusKeywords ?? '',
    categoryId: article ? String(article.categoryId) : '',
    status: article?.status ?? 'draft',
    isFeatured: article?.isFeatured ?? false,
    allowComments: article?.allowComments ?? true,
    featuredImageUrl: article?.featuredImageUrl ?? '',
    featuredImageAlt: article?.featuredImageAlt ?? '',
    featuredImageAltGr: article?.featuredImageAltGr ?? '',
    featuredImageCaption: article?.featuredImageCaption ?? '',
    featuredImageCaptionGr: article?.featuredImageCaptionGr ?? '',
    featuredImageCredit: article?.featuredImageCredit ?? '',
    galleryImages: article?.galleryImages ?? [],
    featuredVideoUrl: article?.featuredVideoUrl ?? '',
    tagIds: article?.tagIds ?? [],
    slug: article?.slug ?? '',
    publishedAt: article?.publishedAt ?? null,
    // every save names the version it was made from: a stale one is refused (409)
    version: article?.version,
  }
}

/**
 * The body of POST / PUT: the checked form with the status of the button pressed.
 * The address is sent only when it was changed by hand from the one the form was
 * `opened` with, so a never-published draft keeps following its title (and a save
 * over someone else's newer version does not move the address back).
 */
export function toRequestBody(
  input: ArticleInput,
  status: ArticleStatus,
  opened: Pick<AdminArticle, 'slug'> | null,
): ArticleInput {
  const slug = opened && input.slug && input.slug !== opened.slug ? input.slug : null
  return { ...input, status, slug }
}

/** `<input type="datetime-local">` works in local time without a zone; the API takes ISO 8601. */
export function toLocalDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

export function fromLocalDateTimeInput(value: string): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/**
 * The form's values a draft keeps: all but the version the form was opened on, which the
 * article's own (current) version replaces when a draft is restored.
 */
export function draftOf({ version: _version, ...values }: ArticleFormValues): Omit<ArticleFormValues, 'version'> {
  return values
}
