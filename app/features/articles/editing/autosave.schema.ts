import { z } from 'zod'
import { ID_MAX, idList } from '#app/utils/ids.ts'
import { schemaText } from '#app/utils/messages.ts'
import { cleanText, wholeNumber } from '#app/utils/schema-fields.ts'
import { ArticleInputSchema } from '../article.schema.ts'
import { autosaveMessages as m } from './autosave.messages.ts'

/** How long after the last change the editor keeps its changes on the server. */
export const AUTOSAVE_DEBOUNCE_MS = 3000
/** An autosave nobody saved or restored is deleted this long after its last change. */
export const AUTOSAVE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000

type FormField = keyof z.input<typeof ArticleInputSchema>

const fieldInvalid = { error: schemaText(m.fieldInvalid) }
// each as long as the article form lets it be; the whole body is held to the API's JSON limit
const draftText = cleanText().max(2_000_000).nullable().optional()
const draftFlag = z.boolean(fieldInvalid).optional()

/** The form's fields that are not text there (a category id and a time are text in the form). */
const OTHER_FIELDS = {
  isFeatured: draftFlag,
  allowComments: draftFlag,
  tagIds: idList({ message: schemaText(m.fieldInvalid), itemMessage: schemaText(m.fieldInvalid), max: 50 }).optional(),
  galleryImages: z.array(cleanText().max(2000), fieldInvalid).max(50).optional(),
} satisfies Partial<Record<FormField, z.ZodType>>

/** Not kept: the version a save names is the article's own when the draft is restored. */
const NOT_KEPT = new Set<FormField>(['version'])

/** Every other field of the article form, as text: the draft follows the form's schema. */
const TEXT_FIELDS = ArticleInputSchema.keyof().options.filter(
  (field) => !(field in OTHER_FIELDS) && !NOT_KEPT.has(field),
)

/**
 * An autosave's draft: the article form's fields only, each text, true or false,
 * or a list (tag ids, gallery addresses). Anything else is refused, so nothing but
 * the editor's own values is ever stored.
 */
export const AutosaveDraftSchema = z.strictObject(
  {
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, draftText])) as Record<
      Exclude<FormField, keyof typeof OTHER_FIELDS | 'version'>,
      typeof draftText
    >),
    ...OTHER_FIELDS,
  },
  { error: schemaText(m.draftInvalid) },
)
export type AutosaveDraft = z.infer<typeof AutosaveDraftSchema>

/** PUT /api/admin/articles/{id}/autosave */
export const AutosaveInputSchema = z.object({
  draft: AutosaveDraftSchema,
  baseVersion: wholeNumber({ min: 1, max: ID_MAX, fallback: Number.NaN, message: schemaText(m.baseVersionInvalid) }),
})
export type AutosaveInput = z.infer<typeof AutosaveInputSchema>
