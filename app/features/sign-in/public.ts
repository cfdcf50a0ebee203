/** What other features may use of this one: types, rules and components (no server code). */
export { AdminLogin } from './screens/admin-login.tsx'
