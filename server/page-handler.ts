import { createHash } from 'node:crypto'
import { createRequestHandler as createExpressHandler } from '@react-router/express'
import type { Request as ExpressRequest, RequestHandler } from 'express'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { SESSION_COOKIE } from '#app/modules/auth/session.server.ts'
import { LANGUAGE_COOKIE } from '#app/utils/constants.ts'
import { contentVersion } from '#app/utils/content-version.server.ts'
import { readCookie } from '#app/utils/cookies.ts'

/**
 * Public pages through React Router, with an ETag (304 on a match) and a short-lived
 * in-process cache per address and language: a few seconds, dropped as soon as this
 * process changes content, and safe with several processes (each holds its own few
 * seconds at most). Signed-in staff, the admin and non-GET requests always render fresh.
 */
type BuildSource = ServerBuild | (() => Promise<ServerBuild>)

interface CachedPage {
  expires: number
  status: number
  headers: [string, string][]
  body: Buffer
  etag: string
}

const MAX_ENTRIES = 500
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60'

function isCacheable(req: ExpressRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (req.path === '/admin' || req.path.startsWith('/admin/') || req.path.startsWith('/admin.')) return false
  return !readCookie(req.headers.cookie, SESSION_COOKIE)
}

function languageKey(req: ExpressRequest): string {
  const fromQuery = typeof req.query.lang === 'string' ? req.query.lang : undefined
  const lang = fromQuery ?? readCookie(req.headers.cookie, LANGUAGE_COOKIE)
  return lang === 'en' ? 'en' : 'gr'
}

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

export function createPageHandler(options: {
  build: BuildSource
  mode?: string
  cacheSeconds: () => number
}): RequestHandler {
  const fresh = createExpressHandler({ build: options.build, mode: options.mode })
  const render = createRequestHandler(options.build, options.mode)
  const cache = new Map<string, CachedPage>()

  async function renderPage(req: ExpressRequest): Promise<CachedPage> {
    const response = await render(toFetchRequest(req))
    const body = Buffer.from(await response.arrayBuffer())
    const headers = [...response.headers.entries()].filter(([key]) => key.toLowerCase() !== 'content-length')
    return {
      expires: Date.now() + options.cacheSeconds() * 1000,
      status: response.status,
      headers,
      body,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    }
  }

  function storable(page: CachedPage): boolean {
    if (options.cacheSeconds() <= 0 || page.status !== 200) return false
    return !page.headers.some(([k, v]) => k === 'set-cookie' || (k === 'cache-control' && /private|no-store/.test(v)))
  }

  return async (req, res, next) => {
    if (!isCacheable(req)) return fresh(req, res, next)
    try {
      const key = `${contentVersion()}|${languageKey(req)}|${req.originalUrl}`
      let page = cache.get(key)
      if (!page || page.expires < Date.now()) {
        page = await renderPage(req)
        cache.delete(key)
        if (storable(page)) {
          if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!)
          cache.set(key, page)
        }
      }
      res.status(page.status)
      for (const [k, v] of page.headers) res.append(k, v)
      if (!page.headers.some(([k]) => k === 'cache-control') && page.status === 200) {
        res.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
      }
      res.set('ETag', page.etag)
      res.vary('Cookie')
      if (page.status === 200 && req.headers['if-none-match'] === page.etag) {
        res.status(304).end()
        return
      }
      res.end(req.method === 'HEAD' ? undefined : page.body)
    } catch (error) {
      next(error)
    }
  }
}
