import type { Role } from '#db/schema/enums.ts'

/** One row of GET /api/admin/users. */
export interface AdminUser {
  id: number
  firstName: string
  lastName: string
  nickname: string | null
  email: string
  role: Role
  profileImageUrl: string | null
  isActive: boolean
  createdAt: string
  updatedAt: string
  lastActiveAt: string | null
  articleCount: number
}

/** POST /api/admin/users answers with the user and its one-time temporary password. */
export interface CreatedUser extends AdminUser {
  temporaryPassword: string
}

export const USERS_QUERY_KEY = ['/api/admin/users'] as const

export type RoleFilter = Role | 'all'
