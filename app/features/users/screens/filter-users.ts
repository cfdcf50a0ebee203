import { includesEveryWord } from '#app/utils/text-folding.ts'
import type { RoleFilter } from './types.ts'
import type { AdminUser } from '#app/features/users/user.types.ts'

function haystack(user: AdminUser): string {
  return [user.firstName, user.lastName, user.nickname ?? '', user.email].join(' ')
}

/**
 * The role filter and the search box of User Management: every word of the search must
 * appear in the name, the nickname or the e-mail.
 */
export function filterUsers(users: readonly AdminUser[], { role, search }: { role: RoleFilter; search: string }) {
  return users.filter((user) => (role === 'all' || user.role === role) && includesEveryWord(haystack(user), search))
}

export function countByRole(users: readonly AdminUser[]): Record<AdminUser['role'], number> {
  const counts = { super_admin: 0, editor: 0, contributor: 0 }
  for (const user of users) counts[user.role] += 1
  return counts
}
