/** What other features may use of this one: types, rules and components (no server code). */
export { NewsletterForm } from './newsletter-form.tsx'
export { type SubscriptionPage } from './subscription.types.ts'
