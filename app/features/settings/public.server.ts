/** What other features may use of this one on the server (services). */
export { getNewsletterSettings } from './newsletter-settings.server.ts'
export { getCuratedArticleIds, getPublicSettings, getSiteSettings } from './settings.server.ts'
export { requestPageMeta, requestSeoContext } from './site-meta.server.ts'
