/** What other features may use of this one: types, rules and components (no server code). */
export { authMessages } from './auth.messages.ts'
export { type AdminScreen, can, screensFor } from './permissions.ts'
export { ScreenGuard } from './screen-guard.tsx'
export { StaffUserProvider, displayName, useStaffUser } from './staff-user.tsx'
