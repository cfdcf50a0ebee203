import { z } from 'zod'
import { idList } from '#app/utils/ids.ts'
import { schemaText } from '#app/utils/messages.ts'
import { cleanText, wholeNumber } from '#app/utils/schema-fields.ts'
import { ID_MAX } from '#app/utils/ids.ts'
import type { ArticleInputSchema } from './article.schema.ts'
import { autosaveMessages as m } from './autosave.messages.ts'

/** How long after the last change the editor keeps its changes on the server. */
export const AUTOSAVE_DEBOUNCE_MS = 3000
/** An autosave nobody saved or restored is deleted this long after its last change. */
export const AUTOSAVE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000

type FormField = keyof z.input<typeof ArticleInputSchema>

/** The editor's text fields as its form holds them (a category id and a time are text there too). */
const TEXT_FIELDS = [
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
  'featuredVideoUrl',
  'slug',
  'publishedAt',
] as const satisfies readonly FormField[]

const fieldInvalid = { error: schemaText(m.fieldInvalid) }
// each as long as the article form lets it be; the whole body is held to the API's JSON limit
const draftText = cleanText().max(2_000_000).nullable().optional()
const draftFlag = z.boolean(fieldInvalid).optional()

/**
 * An autosave's draft: the article form's fields only, each text, true or false,
 * or a list (tag ids, gallery addresses). Anything else is refused, so nothing but
 * the editor's own values is ever stored.
 */
export const AutosaveDraftSchema = z.strictObject(
  {
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, draftText])) as Record<
      (typeof TEXT_FIELDS)[number],
      typeof draftText
    >),
    isFeatured: draftFlag,
    allowComments: draftFlag,
    tagIds: idList({
      message: schemaText(m.fieldInvalid),
      itemMessage: schemaText(m.fieldInvalid),
      max: 50,
    }).optional(),
    galleryImages: z.array(cleanText().max(2000), fieldInvalid).max(50).optional(),
  } satisfies Partial<Record<FormField, z.ZodType>>,
  { error: schemaText(m.draftInvalid) },
)
export type AutosaveDraft = z.infer<typeof AutosaveDraftSchema>

/** PUT /api/admin/articles/{id}/autosave */
export const AutosaveInputSchema = z.object({
  draft: AutosaveDraftSchema,
  baseVersion: wholeNumber({ min: 1, max: ID_MAX, fallback: Number.NaN, message: schemaText(m.baseVersionInvalid) }),
})
export type AutosaveInput = z.infer<typeof AutosaveInputSchema>
