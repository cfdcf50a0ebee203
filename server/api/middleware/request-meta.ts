import type { Request } from 'express'

/** Who is asking: client address (behind trusted proxies) and browser. */
export function requestMeta(req: Request): { ip: string; userAgent?: string } {
  return { ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', userAgent: req.get('user-agent') ?? undefined }
}
