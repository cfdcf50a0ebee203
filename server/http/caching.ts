import type { RequestHandler } from 'express'

const SAFE = new Set(['GET', 'HEAD'])

/** Public reads may be cached briefly (browsers) and a little longer by a CDN; Express adds the ETag and answers 304. */
export const PUBLIC_API_CACHE_CONTROL = 'public, max-age=10, s-maxage=30, stale-while-revalidate=60'

/**
 * Cache headers for /api: GETs under /api/public are shareable; everything else is
 * private and never stored. What a write changes reaches the in-memory caches through
 * the database's change notice alone (server/runtime/content-cache.server.ts).
 */
export const apiCaching: RequestHandler = (req, res, next) => {
  const isPublicRead = SAFE.has(req.method) && req.path.startsWith('/public/')
  res.set('Cache-Control', isPublicRead ? PUBLIC_API_CACHE_CONTROL : 'no-store')
  next()
}
