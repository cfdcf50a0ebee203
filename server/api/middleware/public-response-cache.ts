import type { RequestHandler } from 'express'
import { getConfig } from '#app/utils/config.server.ts'
import {
  cachedResponse,
  prepareResponse,
  responseCacheKey,
  storeResponse,
  writeCachedResponse,
} from '../../response-cache.ts'
import { PUBLIC_API_CACHE_CONTROL } from './caching.ts'

/**
 * Reuse a public JSON answer for PAGE_CACHE_SECONDS, per address, until content
 * changes (response-cache.ts). Readers hitting the same list at the same moment
 * cost one read. Only 200 answers of GET /api/public/* are kept.
 */
export const publicResponseCache: RequestHandler = (req, res, next) => {
  const seconds = getConfig().pageCacheSeconds
  if (seconds <= 0 || !req.path.startsWith('/public/')) return next()
  const key = responseCacheKey(req, req.originalUrl)
  if (key === null) return next()
  const hit = cachedResponse(key)
  if (hit) return writeCachedResponse(req, res, hit)
  const json = res.json.bind(res)
  res.json = (body: unknown) => {
    if (res.statusCode !== 200) return json(body)
    const entry = prepareResponse(
      {
        status: 200,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': res.get('Cache-Control') ?? PUBLIC_API_CACHE_CONTROL,
        },
        body: Buffer.from(JSON.stringify(body)),
      },
      seconds,
    )
    storeResponse(key, entry)
    writeCachedResponse(req, res, entry)
    return res
  }
  next()
}
