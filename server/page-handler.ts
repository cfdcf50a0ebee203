import { createRequestHandler as createExpressHandler } from '@react-router/express'
import type { Request as ExpressRequest, RequestHandler } from 'express'
import type { OutgoingHttpHeaders } from 'node:http'
import { createRequestHandler, type ServerBuild } from 'react-router'
import {
  cachedResponse,
  prepareResponse,
  responseCacheKey,
  storeResponse,
  writeCachedResponse,
  type CachedResponse,
} from './response-cache.ts'

/**
 * Public pages through React Router, with an ETag (304 on a match) and the short-lived
 * response cache (response-cache.ts). Signed-in staff, the admin and non-GET requests
 * always render fresh.
 */
type BuildSource = ServerBuild | (() => Promise<ServerBuild>)

export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60'

function toFetchRequest(req: ExpressRequest): Request {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v)
  }
  return new Request(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`, {
    method: 'GET',
    headers,
  })
}

interface RenderedPage {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
  shareable: boolean
}

export function createPageHandler(options: {
  build: BuildSource
  mode?: string
  cacheSeconds: () => number
}): RequestHandler {
  const fresh = createExpressHandler({ build: options.build, mode: options.mode })
  const render = createRequestHandler(options.build, options.mode)

  async function renderPage(req: ExpressRequest): Promise<RenderedPage> {
    const response = await render(toFetchRequest(req))
    const body = Buffer.from(await response.arrayBuffer())
    const headers: OutgoingHttpHeaders = {}
    let shareable = response.status === 200
    for (const [key, value] of response.headers) {
      if (key === 'content-length') continue
      if (key === 'set-cookie' || (key === 'cache-control' && /private|no-store/.test(value))) shareable = false
      const previous = headers[key]
      headers[key] =
        previous === undefined ? value : [...(Array.isArray(previous) ? previous : [String(previous)]), value]
    }
    if (shareable && !headers['cache-control']) headers['cache-control'] = PUBLIC_PAGE_CACHE_CONTROL
    return { status: response.status, headers, body, shareable }
  }

  return async (req, res, next) => {
    const key = responseCacheKey(req, req.originalUrl)
    if (key === null) return fresh(req, res, next)
    try {
      let entry: CachedResponse | undefined = cachedResponse(key)
      if (!entry) {
        const page = await renderPage(req)
        const seconds = options.cacheSeconds()
        if (!page.shareable) {
          res.status(page.status)
          for (const [k, v] of Object.entries(page.headers)) if (v !== undefined) res.set(k, v as string | string[])
          res.end(req.method === 'HEAD' ? undefined : page.body)
          return
        }
        entry = prepareResponse(page, seconds)
        storeResponse(key, entry)
      }
      writeCachedResponse(req, res, entry)
    } catch (error) {
      next(error)
    }
  }
}
