import { renderToPipeableStream } from 'react-dom/server.bun'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'
import { pageAreaOf, pageContentSecurityPolicy } from '#server/runtime/content-security-policy.ts'
import { pageResponse } from '#server/runtime/rendered-bytes.ts'
import { scriptsAfterLoad } from '#server/runtime/scripts-after-load.ts'
import { IslandsProvider, islandsContext } from '#app/ui/island.tsx'

export const streamTimeout = 5_000

/**
 * Every page is sent whole: the public pages are complete once their loaders have
 * answered (nothing is deferred), and the server keeps the rendered bytes for its
 * ETag and page cache. So React writes strings, turned into bytes in a few pieces.
 *
 * React's `server.bun` build is the same renderer as `server.node` (same HTML, same
 * hydration) but hands its destination strings, where the Node build encodes every
 * tag and attribute into bytes as it goes, which cost a fifth of each render. It is
 * plain JavaScript; the only Bun call in it (Bun.hash) serves server-action form
 * state, which this site does not use.
 */
interface StringSink {
  write(chunk: string): boolean
  end(): void
  on(): void
  destroy(error: unknown): void
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  // the router context of the request: what its loaders put aside for static islands
  loadContext?: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Security-Policy', pageContentSecurityPolicy(request.url, null))
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  const publicPage = pageAreaOf(new URL(request.url).pathname) === 'public'
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    let shellRendered = false
    // React hands over a few thousand short strings: joined into pieces of about 8 KB,
    // they turn into bytes at twice the speed of one long joined string
    const pieces: Buffer[] = []
    let html = ''
    const timeout = setTimeout(() => abort(), streamTimeout + 1000)
    const sink: StringSink = {
      write(chunk) {
        html += chunk
        if (html.length > 8192) {
          pieces.push(Buffer.from(html))
          html = ''
        }
        return true
      },
      end() {
        clearTimeout(timeout)
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        pieces.push(Buffer.from(html))
        const page = Buffer.concat(pieces)
        // a reader's first paint does not share the network with the scripts (ADR 018); the admin starts at once
        const body = publicPage ? scriptsAfterLoad(page) : page
        // the hashes of this page's own inline scripts travel with its bytes (page cache, render threads)
        responseHeaders.set('Content-Security-Policy', pageContentSecurityPolicy(request.url, body))
        // bytes, not a string: a Response checks a string body character by character
        resolve(pageResponse(body, { status, headers: responseHeaders }))
      },
      on() {},
      destroy(error) {
        clearTimeout(timeout)
        reject(error)
      },
    }

    const { pipe, abort } = renderToPipeableStream(
      <IslandsProvider value={loadContext?.get(islandsContext) ?? null}>
        <ServerRouter context={routerContext} url={request.url} />
      </IslandsProvider>,
      {
        onAllReady() {
          shellRendered = true
          pipe(sink as unknown as NodeJS.WritableStream)
        },
        onShellError(error: unknown) {
          clearTimeout(timeout)
          reject(error)
        },
        onError(error: unknown) {
          status = 500
          // errors of the shell reject above and are logged by React Router
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
