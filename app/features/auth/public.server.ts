/** What other features may use of this one on the server (services). */
export { generateTemporaryPassword, hashPassword, verifyPassword } from './password.server.ts'
export { requireAdminScreen } from './screen-guard.server.ts'
export {
  SESSION_COOKIE,
  type StaffUser,
  createSession,
  deleteSession,
  deleteSessionsOfUser,
  getStaffUser,
  getUserBySessionToken,
  sessionCookieOptions,
  sessionTokenFromCookieHeader,
} from './session.server.ts'
export { assertCan, requireStaff, staffUser } from './require-staff.server.ts'
