import { createContext, useContext, type ReactNode } from 'react'
import type { StaffUser } from './session.server.ts'

export type { StaffUser }

const StaffUserContext = createContext<StaffUser | null>(null)

/** The signed-in staff user, from the admin layout's loader, for every screen below it. */
export function StaffUserProvider({ user, children }: { user: StaffUser; children: ReactNode }) {
  return <StaffUserContext.Provider value={user}>{children}</StaffUserContext.Provider>
}

export function useStaffUser(): StaffUser {
  const user = useContext(StaffUserContext)
  if (!user) throw new Error('useStaffUser() outside the signed-in admin shell')
  return user
}

/** The name staff see: the nickname when set, otherwise first and last name. */
export function displayName(user: { firstName: string; lastName: string; nickname: string | null }): string {
  const nickname = user.nickname?.trim()
  return nickname ? nickname : `${user.firstName} ${user.lastName}`.trim()
}
