/**
 * What the features may call of the speed room (server/runtime/README.md): reads kept
 * until content changes, public API answers kept per address, and the CDN's purge.
 */
export { readThrough } from './content-cache.server.ts'
export { oncePerSource } from './response-cache.ts'
export { cdnPurgeConfigured, purgeFromCdn } from './cdn-purge.server.ts'
export { addressesShowingArticle, addressesShowingCategory } from './cdn-addresses.ts'
