/** What other features may use of this one: types, rules and components (no server code). */
export { type AdminUser } from './user.types.ts'
