import type { Role } from '#db/schema/enums.ts'

export type { AdminUser, CreatedUser } from '#app/modules/users/user.types.ts'

export const USERS_QUERY_KEY = ['/api/admin/users'] as const

export type RoleFilter = Role | 'all'
