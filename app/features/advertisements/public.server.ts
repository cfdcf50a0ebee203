/** What other features may use of this one on the server (services). */
export { type ServedAd, findServedAds } from './ads.server.ts'
