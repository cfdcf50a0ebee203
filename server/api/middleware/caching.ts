import type { RequestHandler } from 'express'
import { bumpContentVersion } from '#app/utils/content-version.server.ts'

const SAFE = new Set(['GET', 'HEAD'])

/** Public reads may be cached briefly (browsers) and a little longer by a CDN; Express adds the ETag and answers 304. */
export const PUBLIC_API_CACHE_CONTROL = 'public, max-age=10, s-maxage=30, stale-while-revalidate=60'

/**
 * Cache headers for /api: GETs under /api/public are shareable; everything else is
 * private and never stored. A successful admin write moves the content version at
 * once in this process (the database's change notice follows, for every process);
 * readers' writes (views, subscriptions, ad counts) change no content.
 */
export const apiCaching: RequestHandler = (req, res, next) => {
  const isPublicRead = SAFE.has(req.method) && req.path.startsWith('/public/')
  res.set('Cache-Control', isPublicRead ? PUBLIC_API_CACHE_CONTROL : 'no-store')
  if (!SAFE.has(req.method) && req.path.startsWith('/admin/')) {
    res.on('finish', () => {
      if (res.statusCode < 400) bumpContentVersion()
    })
  }
  next()
}
