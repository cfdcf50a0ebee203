import type { Role } from '#db/schema/enums.ts'

export type RoleFilter = Role | 'all'
