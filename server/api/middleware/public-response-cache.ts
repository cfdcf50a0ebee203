import type { RequestHandler } from 'express'
import { getConfig } from '#app/utils/config.server.ts'
import {
  cachedResponse,
  jsonAnswer,
  responseCacheKey,
  storeResponse,
  writeCachedResponse,
} from '#server/rendering/response-cache.ts'
import { PUBLIC_API_CACHE_CONTROL } from './caching.ts'

/**
 * Public JSON answers (GET /api/public/*, status 200 only) through the response cache
 * (server/rendering/response-cache.ts): reused for PAGE_CACHE_SECONDS, per address,
 * until content changes, so readers hitting the same list at the same moment cost one read.
 */
export const publicResponseCache: RequestHandler = (req, res, next) => {
  if (!req.path.startsWith('/public/')) return next()
  const key = responseCacheKey(req, req.originalUrl)
  if (key === null) return next()
  const seconds = getConfig().pageCacheSeconds
  if (seconds > 0) {
    const hit = cachedResponse(key)
    if (hit) return writeCachedResponse(req, res, hit)
  }
  const json = res.json.bind(res)
  res.json = (body: unknown) => {
    if (res.statusCode !== 200) return json(body)
    const entry = jsonAnswer(body, res.get('Cache-Control') ?? PUBLIC_API_CACHE_CONTROL, seconds)
    if (seconds > 0) storeResponse(key, entry)
    writeCachedResponse(req, res, entry)
    return res
  }
  next()
}
