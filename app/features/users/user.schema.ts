import { z } from 'zod'
import { LANGUAGES, ROLES } from '#db/schema/enums.ts'
import { cleanText, optionalText, requiredText } from '#app/utils/schema-fields.ts'
import { schemaText } from '#app/utils/messages.ts'
import { userMessages as m } from './user.messages.ts'

/** The user edit and user create forms, with the catalogue's messages. */
const nickname = optionalText(80)

export const UserUpdateSchema = z.object({
  firstName: requiredText(schemaText(m.firstNameRequired), 80),
  lastName: requiredText(schemaText(m.lastNameRequired), 80),
  nickname,
  email: cleanText({ missing: schemaText(m.emailInvalid) })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: schemaText(m.emailInvalid) }).max(254)),
  isActive: z.boolean().optional(),
})
export type UserUpdateInput = z.infer<typeof UserUpdateSchema>

export const RoleSchema = z.enum(ROLES, { error: schemaText(m.roleInvalid) })

export const UserCreateSchema = UserUpdateSchema.omit({ isActive: true }).extend({
  role: RoleSchema.default('contributor'),
})
export type UserCreateInput = z.infer<typeof UserCreateSchema>

export const UserRoleSchema = z.object({ role: RoleSchema })

/** PUT /api/admin/profile/language: the language the signed-in user works in (their staff mails follow it). */
export const PreferredLanguageSchema = z.strictObject(
  { language: z.enum(LANGUAGES, { error: schemaText(m.languageInvalid) }) },
  { error: schemaText(m.languageInvalid) },
)
export type PreferredLanguageInput = z.infer<typeof PreferredLanguageSchema>
