import type { RequestHandler, Response } from 'express'
import { getConfig } from '#app/utils/config.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { answerBeingMade, makeAnswer, readyAnswer } from './page-cache.ts'
import { jsonAnswer, responseCacheKey, writeCachedResponse, type CachedResponse } from './response-cache.ts'
import { PUBLIC_API_CACHE_CONTROL } from '#server/http/caching.ts'

/**
 * Public JSON answers (GET /api/public/*, status 200 only) kept as page-cache.ts
 * says: for PAGE_CACHE_SECONDS, per address, never past a content change, and made
 * once however many readers ask for the same list at the same moment.
 */
export const publicResponseCache: RequestHandler = (req, res, next) => {
  if (!req.path.startsWith('/public/')) return next()
  const key = responseCacheKey(req, req.originalUrl)
  if (key === null) return next()
  const seconds = getConfig().pageCacheSeconds
  if (seconds <= 0) {
    sendAsJsonAnswer(res, seconds)
    return next()
  }
  const ready = readyAnswer(key)
  if (ready) return writeCachedResponse(req, res, ready)
  const waiting = answerBeingMade(key)
  if (!waiting) {
    const made = makeAnswer(key)
    // an error answer, or one that never came, is not shared: the others ask themselves
    res.once('close', () => made(undefined))
    sendAsJsonAnswer(res, seconds, made)
    return next()
  }
  waiting.then(
    (entry) => {
      if (entry) return writeCachedResponse(req, res, entry)
      sendAsJsonAnswer(res, seconds)
      next()
    },
    (error: unknown) => next(error),
  )
}

/** res.json of a 200 answer, through jsonAnswer (an ETag, compressed once), handed to `made` too. */
function sendAsJsonAnswer(res: Response, seconds: number, made?: (entry: CachedResponse) => void) {
  const json = res.json.bind(res)
  res.json = (body: unknown) => {
    if (res.statusCode !== 200) return json(body)
    jsonAnswer(body, res.get('Cache-Control') ?? PUBLIC_API_CACHE_CONTROL, seconds).then(
      (entry) => {
        made?.(entry)
        writeCachedResponse(res.req, res, entry)
      },
      (error: unknown) => {
        logger.error({ err: error }, 'Could not prepare a public answer')
        if (!res.headersSent) json(body)
      },
    )
    return res
  }
}
