import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import { pinoHttp } from 'pino-http'
import { logger } from '#app/utils/logger.server.ts'

/**
 * One short JSON line per answer (method, address, client, status, time), not every
 * request and response header: a person can read the log, and a machine still parse it.
 * Built files under /assets are not logged.
 */
export function accessLog(): RequestHandler {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') ?? false },
    serializers: {
      req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  })
}

/** The same line for an answer sent from the response cache, before Express runs. */
export function logCachedAnswer(req: IncomingMessage, res: ServerResponse): void {
  logger.info(
    {
      req: { method: req.method, url: req.url, remoteAddress: req.socket.remoteAddress },
      res: { statusCode: res.statusCode },
      cache: 'hit',
    },
    'request completed',
  )
}
