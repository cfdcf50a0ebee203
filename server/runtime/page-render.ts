import type { OutgoingHttpHeaders } from 'node:http'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { preferredEncoding } from './content-encoding.ts'
import { bytesOfResponse } from './rendered-bytes.ts'
import { prepareResponse, type CachedResponse, type MadeResponse } from './response-cache.ts'

/**
 * One public page rendered by React Router and made ready to send: its headers as
 * Node writes them, its ETag, and its body compressed for the readers it will go to.
 * The main thread and the render threads (render-pool.ts) use the same function, so a
 * page is the same bytes wherever it was rendered.
 */
type BuildSource = ServerBuild | (() => Promise<ServerBuild>)

const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60'

/** A page request as it crosses to a render thread: plain data only. */
export interface PageRequest {
  /** absolute address */
  url: string
  headers: [string, string][]
  /** seconds the answer will be kept by the response cache (0: used once) */
  keepSeconds: number
}

/**
 * A rendered page, and whether it may be kept and sent to other readers (no cookie
 * set, nothing private). A shareable page may come without its plain bytes when it has
 * both compressed forms (render-worker.ts sends it so); a private one always has them.
 */
export type RenderedPage = (MadeResponse & { shareable: false }) | (CachedResponse & { shareable: true })

export function createPageRenderer(build: BuildSource, mode?: string): (request: PageRequest) => Promise<RenderedPage> {
  const handle = createRequestHandler(build, mode)
  return async (request) => {
    const response = await handle(new Request(request.url, { method: 'GET', headers: request.headers }))
    const body = await bytesOfResponse(response)
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
    const answer = { status: response.status, headers, body }
    // a page that is not shareable is sent through the compression middleware
    if (!shareable) return { ...prepareResponse(answer, 0), shareable }
    const forOne = preferredEncoding(request.headers.find(([key]) => key === 'accept-encoding')?.[1])
    return { ...prepareResponse(answer, request.keepSeconds, { forOne }), shareable }
  }
}
