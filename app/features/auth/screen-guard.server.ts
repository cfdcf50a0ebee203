import { canOpenScreen, type AdminScreenPath } from './permissions.ts'
import { getStaffUser, type StaffUser } from './session.server.ts'

/** What an admin screen's route hands its component: the screen, or Access Denied. */
export type ScreenAccess = { signedIn: boolean; allowed: boolean }

/**
 * The one guard of the admin screens, for their route loaders (a layout's loader does
 * not protect its children). Without a session the screen is `allowed` and the admin
 * layout shows the login instead; a signed-in user whose role lacks the screen's
 * permission in ADMIN_SCREENS gets Access Denied, answered with status 403.
 */
export async function requireAdminScreen(
  request: Request,
  path: AdminScreenPath,
): Promise<{ user: StaffUser | null; access: ScreenAccess; status: 200 | 403 }> {
  const user = await getStaffUser(request)
  const allowed = user === null || canOpenScreen(user.role, path)
  return { user, access: { signedIn: user !== null, allowed }, status: allowed ? 200 : 403 }
}
