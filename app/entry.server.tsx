import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'

export const streamTimeout = 5_000

/**
 * Every page is sent whole: the public pages are complete once their loaders have
 * answered (nothing is deferred), and the server keeps the rendered bytes for its
 * ETag and page cache. So React writes straight into one buffer, without the
 * stream-to-web-stream plumbing of the default entry, which cost every render.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    let shellRendered = false
    const chunks: Buffer[] = []
    const timeout = setTimeout(() => abort(), streamTimeout + 1000)
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk)
        callback()
      },
      final(callback) {
        clearTimeout(timeout)
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        resolve(new Response(Buffer.concat(chunks), { status, headers: responseHeaders }))
        callback()
      },
    })

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        shellRendered = true
        pipe(sink)
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
    })
  })
}
