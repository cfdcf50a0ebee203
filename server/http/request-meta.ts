import type { Request } from 'express'

/**
 * Who is asking: the client's address (the socket's, or what the proxies TRUST_PROXY
 * names say: `trust proxy` in api-app.ts) and browser.
 */
export function requestMeta(req: Request): { ip: string; userAgent?: string } {
  return { ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', userAgent: req.get('user-agent') ?? undefined }
}
