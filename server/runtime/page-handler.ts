import { createRequestHandler as createExpressHandler } from '@react-router/express'
import type { Request as ExpressRequest, RequestHandler, Response } from 'express'
import type { ServerBuild } from 'react-router'
import { logger } from '#app/utils/logger.server.ts'
import { createPageRenderer, type PageRequest, type RenderedPage } from './page-render.ts'
import type { RenderPool } from './render-pool.ts'
import { fromPageCache } from './page-cache.ts'
import { responseCacheKey, writeCachedResponse, type CachedResponse } from './response-cache.ts'

/**
 * Public pages through React Router, with an ETag (304 on a match), kept and made
 * once per content version as page-cache.ts says. Signed-in staff, the admin and
 * non-GET requests always render fresh, on the main thread; other pages go to a
 * render thread when the production server has them (render-pool.ts).
 */
type BuildSource = ServerBuild | (() => Promise<ServerBuild>)

/** The request as React Router sees it: its absolute address and headers. */
function pageRequest(req: ExpressRequest, keepSeconds: number): PageRequest {
  const headers: [string, string][] = []
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.push([key, v])
  }
  return { url: `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`, headers, keepSeconds }
}

type PrivatePage = Extract<RenderedPage, { shareable: false }>

const isPrivate = (answer: CachedResponse): answer is PrivatePage =>
  (answer as Partial<RenderedPage>).shareable === false

export function createPageHandler(options: {
  build: BuildSource
  mode?: string
  cacheSeconds: () => number
  /** threads that render public pages (render-pool.ts) */
  renderPool?: () => RenderPool | undefined
}): RequestHandler {
  const fresh = createExpressHandler({ build: options.build, mode: options.mode })
  const renderHere = createPageRenderer(options.build, options.mode)

  async function render(req: ExpressRequest, request: PageRequest): Promise<RenderedPage> {
    const pool = options.renderPool?.()
    if (pool?.ready()) {
      try {
        const page = await pool.render(request)
        // a failure there (a stopped thread, an error page) is rendered here again
        if (page.status < 500) return page
      } catch (error) {
        logger.debug({ err: error, url: req.originalUrl }, 'A render thread did not render the page')
      }
    }
    return renderHere(request)
  }

  /** A page made for one reader only (a cookie set, a private page, an error): sent without an ETag. */
  function sendPrivately(req: ExpressRequest, res: Response, page: PrivatePage): void {
    res.status(page.status)
    for (const [k, v] of Object.entries(page.headers)) if (v !== undefined) res.set(k, v as string | string[])
    res.end(req.method === 'HEAD' ? undefined : page.body)
  }

  return async (req, res, next) => {
    const key = responseCacheKey(req, req.originalUrl)
    if (key === null) {
      // a public page for signed-in staff is theirs alone: no shared cache (a CDN) may
      // keep it, unless the page itself says how it may be kept
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res
      res.writeHead = ((...args: unknown[]) => {
        if (!res.hasHeader('cache-control')) res.setHeader('Cache-Control', 'private, no-store')
        return writeHead(...args)
      }) as typeof res.writeHead
      return fresh(req, res, next)
    }
    try {
      const keepSeconds = options.cacheSeconds()
      // the request as plain data: a making queued behind another renders it later
      const request = pageRequest(req, keepSeconds)
      const make = () => render(req, request)
      const answer = keepSeconds > 0 ? await fromPageCache(key, make) : await make()
      if (isPrivate(answer)) sendPrivately(req, res, answer)
      else writeCachedResponse(req, res, answer)
    } catch (error) {
      next(error)
    }
  }
}
