import { z } from 'zod'
import { CATEGORY_COLORS } from '#db/schema/enums.ts'

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null))

/** The category dialog (SPEC.md sections 3 and 5). 'none' or '' as parent means a main category. */
export const CategoryInputSchema = z.object({
  name: z
    .string({ error: 'Category name is required.' })
    .trim()
    .min(1, { error: 'Category name is required.' })
    .max(100),
  nameEn: optionalText(100),
  description: optionalText(500),
  descriptionEn: optionalText(500),
  color: z
    .enum(CATEGORY_COLORS.map((c) => c.value) as [string, ...string[]], { error: 'Pick one of the 8 colours' })
    .default(CATEGORY_COLORS[0].value),
  parentId: z.preprocess(
    (v) => (v === 'none' || v === '' || v === null || v === undefined ? null : v),
    z.coerce.number({ error: 'The parent category does not exist.' }).int().positive().nullable(),
  ),
  sortOrder: z.coerce.number().int().min(-10_000).max(10_000).default(0).catch(0),
})
export type CategoryInput = z.infer<typeof CategoryInputSchema>

/** Comma-separated tag input: trimmed, empty pieces dropped (SPEC.md section 5). */
export function splitTagNames(input: string): string[] {
  return input
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
}

export const TagNamesSchema = z.object({
  tagNames: z
    .array(z.string().trim().max(60))
    .transform((names) => names.filter((n) => n !== ''))
    .pipe(z.array(z.string()).min(1, { error: 'Enter at least one tag name' }).max(100)),
})
