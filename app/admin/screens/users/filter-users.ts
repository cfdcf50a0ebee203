import type { AdminUser, RoleFilter } from './types.ts'

/** Lower case, no accents, final sigma as sigma: 'ΑΘΗΝΑ', 'Αθήνα' and 'αθηνας' compare as Greek readers expect. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/g, 'σ')
}

function haystack(user: AdminUser): string {
  return foldForSearch([user.firstName, user.lastName, user.nickname ?? '', user.email].join(' '))
}

/**
 * The role filter and the search box of User Management: every word of the search must
 * appear in the name, the nickname or the e-mail.
 */
export function filterUsers(users: readonly AdminUser[], { role, search }: { role: RoleFilter; search: string }) {
  const words = foldForSearch(search).split(/\s+/).filter(Boolean)
  return users.filter((user) => {
    if (role !== 'all' && user.role !== role) return false
    if (words.length === 0) return true
    const text = haystack(user)
    return words.every((word) => text.includes(word))
  })
}

export function countByRole(users: readonly AdminUser[]): Record<AdminUser['role'], number> {
  const counts = { super_admin: 0, editor: 0, contributor: 0 }
  for (const user of users) counts[user.role] += 1
  return counts
}
