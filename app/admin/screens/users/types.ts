import type { Role } from '#db/schema/enums.ts'

export const USERS_QUERY_KEY = ['/api/admin/users'] as const

export type RoleFilter = Role | 'all'
