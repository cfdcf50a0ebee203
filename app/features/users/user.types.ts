import type { Role } from '#db/schema/enums.ts'

/** A user as the admin lists them (GET /api/admin/users, PUT answers): never a password hash. */
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
