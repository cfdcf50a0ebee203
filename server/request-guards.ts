import { STATUS_CODES, type Server } from 'node:http'
import type { Socket } from 'node:net'
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express'
import { httpMessages } from '#app/utils/common-messages.ts'
import { logger } from '#app/utils/logger.server.ts'
import { sendError } from '#server/http/error-handler.ts'
import { resolveMessage, type CatalogueMessage } from '#app/utils/messages.ts'

/**
 * Requests no route should see: answered at the door with a 4xx, in JSON under /api
 * and as one line of text elsewhere, never a 500 or a stack trace in the log. Pages,
 * stored files and health checks are read-only; the API says itself which methods
 * each of its addresses takes.
 */

const isApi = (path: string) => path === '/api' || path.startsWith('/api/')

function refuse(req: Request, res: Response, status: number, message: CatalogueMessage): void {
  if (isApi(req.path)) {
    sendError(res, status, message)
  } else {
    res.status(status).type('text/plain').send(STATUS_CODES[status])
  }
}

/** A Host header that is no host (`[:::`, `a/b`) would make every absolute address built from it fail or move. */
export const refuseMalformedHost: RequestHandler = (req, res, next) => {
  const host = req.headers.host
  if (host === undefined || isHost(host)) return next()
  refuse(req, res, 400, httpMessages.badRequest)
}

/** A name or address with an optional port: nothing that would end the host in a URL (`/`, `?`, `#`, `@`). */
function isHost(host: string): boolean {
  if (!/^[^\s/?#@\\]+$/.test(host)) return false
  try {
    return new URL(`http://${host}`).host !== ''
  } catch {
    return false
  }
}

const READS = new Set(['GET', 'HEAD'])

/** Past the API, health checks and stored files only pages remain, and a page is only read. */
export const onlyReadsBeyondApi: RequestHandler = (req, res, next) => {
  if (READS.has(req.method) || isApi(req.path)) return next()
  res.set('Allow', 'GET, HEAD')
  refuse(req, res, 405, httpMessages.methodNotAllowed)
}

/**
 * An error outside /api (which has its own, api/middleware/error-handler.ts): a
 * request's own fault (an address that does not decode) is its 4xx, anything else
 * a logged 500; one line of text either way.
 */
export const plainErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) return void res.destroy()
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown }
  const given = typeof status === 'number' ? status : statusCode
  if (typeof given === 'number' && given >= 400 && given < 500) return refuse(req, res, given, httpMessages.badRequest)
  logger.error({ err: error, method: req.method, url: req.originalUrl }, 'Unhandled error')
  refuse(req, res, 500, httpMessages.internal)
}

/**
 * Requests node:http itself refuses before any route (headers past its limit, a request
 * line it cannot parse, one that arrives too slowly): the same `{message, code}` body as
 * every API error, where Node.js would send an empty answer.
 */
export function answerUnreadableRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy()
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, httpMessages.headersTooLarge]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, httpMessages.timedOut]
          : [400, httpMessages.badRequest]
    const { code, message: text } = resolveMessage(message)
    const body = JSON.stringify({ message: text, code })
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  })
}
