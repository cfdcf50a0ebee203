import { z } from 'zod'
import { ROLES } from '#db/schema/enums.ts'

/** SPEC.md section 5, "User edit" and "User create". Messages are the spec's. */
const nickname = z
  .string()
  .trim()
  .max(80)
  .nullish()
  .transform((v) => (v ? v : null))

export const UserUpdateSchema = z.object({
  firstName: z.string().trim().min(1, { error: 'First name is required' }).max(80),
  lastName: z.string().trim().min(1, { error: 'Last name is required' }).max(80),
  nickname,
  email: z
    .string()
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
