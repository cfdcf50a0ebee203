import { z } from 'zod'
import { CATEGORY_COLORS } from '#db/schema/enums.ts'
import { optionalIdField } from '#app/utils/ids.ts'
import { cleanText, optionalText, requiredText, wholeNumber } from '#app/utils/schema-fields.ts'
import { schemaText } from '#app/utils/messages.ts'
import { categoryMessages as m, tagMessages } from './category.messages.ts'

/** The category dialog. 'none' or '' as parent means a main category. */
export const CategoryInputSchema = z.object({
  name: requiredText(schemaText(m.nameRequired), 100),
  nameEn: optionalText(100),
  description: optionalText(500),
  descriptionEn: optionalText(500),
  color: z
    .enum(CATEGORY_COLORS.map((c) => c.value) as [string, ...string[]], { error: schemaText(m.colorInvalid) })
    .default(CATEGORY_COLORS[0].value),
  parentId: optionalIdField(schemaText(m.parentMissing), ['none']),
  sortOrder: wholeNumber({
    min: -10_000,
    max: 10_000,
    fallback: 0,
    message: schemaText(m.sortOrderInvalid),
  }),
})
export type CategoryInput = z.infer<typeof CategoryInputSchema>

/** Comma-separated tag input: trimmed, empty pieces dropped. */
export function splitTagNames(input: string): string[] {
  return input
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
}

export const TagNamesSchema = z.object({
  tagNames: z
    .array(cleanText().trim().max(60), { error: schemaText(tagMessages.namesRequired) })
    .transform((names) => names.filter((n) => n !== ''))
    .pipe(
      z
        .array(z.string())
        .min(1, { error: schemaText(tagMessages.namesRequired) })
        .max(100),
    ),
})
