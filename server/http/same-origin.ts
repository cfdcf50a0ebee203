import type { Request, RequestHandler } from 'express'
import { httpMessages } from '#app/utils/common-messages.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { sendError } from './error-handler.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    return new URL(value).origin
  } catch {
    return 'invalid'
  }
}

/** The local driver's raw-bytes upload (PUT /api/objects/upload/<key>): its body is the file itself. */
function isRawUpload(req: Request): boolean {
  return req.method === 'PUT' && req.path.startsWith('/objects/upload/')
}

/**
 * Cross-site request guard for state-changing /api calls: an Origin (or, without it,
 * a Referer) that is not the site's own gets 403; bodies must be JSON (415 otherwise).
 * Clients that send neither header (curl, server-to-server) carry no browser cookies
 * of a victim, so they pass.
 */
export const sameOriginOnly: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next()
  const origin = originOf(req.get('origin')) ?? originOf(req.get('referer'))
  if (origin !== undefined) {
    const own = new Set([new URL(getConfig().publicUrl).origin, `${req.protocol}://${req.get('host')}`])
    if (!own.has(origin)) {
      return sendError(res, 403, httpMessages.crossSite)
    }
  }
  const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined
  if (hasBody && !req.is('application/json') && !isRawUpload(req)) {
    return sendError(res, 415, httpMessages.bodyNotJson)
  }
  next()
}
