import type { RequestHandler } from 'express'
import { getConfig } from '#app/utils/config.server.ts'
import {
  cachedResponse,
  prepareResponse,
  responseCacheKey,
  storeResponse,
  writeCachedResponse,
  type CachedResponse,
} from '../../response-cache.ts'
import { PUBLIC_API_CACHE_CONTROL } from './caching.ts'

/**
 * Public JSON answers (GET /api/public/*, status 200 only):
 * - reused for PAGE_CACHE_SECONDS, per address, until content changes
 *   (response-cache.ts): readers hitting the same list at the same moment cost one read;
 * - with that cache off, an answer that is the very object the read cache holds
 *   (read-cache.server.ts) is serialised, hashed for its ETag and compressed once while
 *   it is kept.
 */
const serialised = new WeakMap<object, CachedResponse>()

function jsonAnswer(body: unknown, cacheControl: string, seconds: number): CachedResponse {
  const reusable = seconds <= 0 && typeof body === 'object' && body !== null
  const known = reusable ? serialised.get(body) : undefined
  if (known) return known
  const entry = prepareResponse(
    {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl },
      body: Buffer.from(JSON.stringify(body)),
    },
    seconds,
    { reused: seconds > 0 || reusable },
  )
  if (reusable) serialised.set(body, entry)
  return entry
}

/**
 * `derive` made once per source object the read cache keeps, so an answer shaped from
 * it is the same object each time and its JSON is serialised once too.
 */
export function keptAnswer<S extends object, T extends object>(derive: (source: S) => T): (source: S) => T {
  const answers = new WeakMap<S, T>()
  return (source) => {
    let answer = answers.get(source)
    if (!answer) {
      answer = derive(source)
      answers.set(source, answer)
    }
    return answer
  }
}

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
