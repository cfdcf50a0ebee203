import type { RequestHandler } from 'express'
import { getConfig } from '#app/utils/config.server.ts'
import { contentVersion } from '#app/utils/content-version.server.ts'

/**
 * Reuse a public JSON answer for PAGE_CACHE_SECONDS, per address, until this process
 * writes content (the content version moves). Readers hitting the same list at the
 * same moment cost one query. Only 200 answers of GET /api/public/* are kept.
 */
interface CachedJson {
  expires: number
  body: string
}

const MAX_ENTRIES = 1000
const cache = new Map<string, CachedJson>()

export const publicResponseCache: RequestHandler = (req, res, next) => {
  const seconds = getConfig().pageCacheSeconds
  if (req.method !== 'GET' || !req.path.startsWith('/public/') || seconds <= 0) return next()
  const key = `${contentVersion()}|${req.originalUrl}`
  const hit = cache.get(key)
  if (hit && hit.expires > Date.now()) {
    res.type('application/json').send(hit.body)
    return
  }
  const json = res.json.bind(res)
  res.json = (body: unknown) => {
    if (res.statusCode === 200) {
      const text = JSON.stringify(body)
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!)
      cache.set(key, { expires: Date.now() + seconds * 1000, body: text })
      return res.type('application/json').send(text)
    }
    return json(body)
  }
  next()
}
