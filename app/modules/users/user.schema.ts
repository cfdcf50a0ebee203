import { z } from 'zod'
import { ROLES } from '#db/schema/enums.ts'
import { cleanText, optionalText, requiredText } from '#app/utils/schema-fields.ts'

/** SPEC.md section 5, "User edit" and "User create". Messages are the spec's. */
const nickname = optionalText(80)

export const UserUpdateSchema = z.object({
  firstName: requiredText('First name is required', 80),
  lastName: requiredText('Last name is required', 80),
  nickname,
  email: cleanText({ missing: 'Invalid email address' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Invalid email address' }).max(254)),
  isActive: z.boolean().optional(),
})
export type UserUpdateInput = z.infer<typeof UserUpdateSchema>

export const RoleSchema = z.enum(ROLES, { error: 'Role must be super_admin, editor or contributor' })

export const UserCreateSchema = UserUpdateSchema.omit({ isActive: true }).extend({
  role: RoleSchema.default('contributor'),
})
export type UserCreateInput = z.infer<typeof UserCreateSchema>

export const UserRoleSchema = z.object({ role: RoleSchema })
