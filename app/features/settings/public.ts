/** What other features may use of this one: types, rules and components (no server code). */
export { useSaveSettings, useSiteSettings } from './screens/use-site-settings.ts'
export { type SiteSettings } from './settings.types.ts'
export { type PublicSiteData, PUBLIC_LAYOUT_ROUTE_ID, usePublicSiteData, useSiteName } from './site-data.ts'
export { settingsMessages } from './settings.messages.ts'
