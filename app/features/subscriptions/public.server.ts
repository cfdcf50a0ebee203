/** What other features may use of this one on the server (services). */
export { unsubscribeLinks } from './subscriptions.server.ts'
