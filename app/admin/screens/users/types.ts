import type { Role } from '#db/schema/enums.ts'
import type { UserListItem } from '#app/modules/users/users.server.ts'

/** One row of GET /api/admin/users: the service's own shape. */
export type AdminUser = UserListItem

/** POST /api/admin/users answers with the user and its one-time temporary password. */
export interface CreatedUser extends AdminUser {
  temporaryPassword: string
}

export const USERS_QUERY_KEY = ['/api/admin/users'] as const

export type RoleFilter = Role | 'all'
