import type { RequestHandler } from 'express'
import { getConfig } from '#app/utils/config.server.ts'
import { pageAreaOf } from './content-security-policy.ts'

/**
 * Sent with every answer, including those of the response cache. Each HTML page also
 * carries its own Content-Security-Policy (content-security-policy.ts), set where it is
 * rendered because it names the page's inline scripts.
 */
const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // powers no page uses, for this page and every frame in it; those video frames use
  // (fullscreen, autoplay, encrypted-media, picture-in-picture) keep their defaults
  'Permissions-Policy': [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'payment=()',
    'usb=()',
    'serial=()',
    'hid=()',
    'midi=()',
    'display-capture=()',
    'magnetometer=()',
    'browsing-topics=()',
  ].join(', '),
} as const

/** Browsers come back over HTTPS only, for a year, when the site's address is https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

let memo: { publicUrl: string; headers: Record<string, string> } | undefined

/** The headers of every answer, for this configuration's PUBLIC_URL. */
export function securityHeaderValues(): Readonly<Record<string, string>> {
  const { publicUrl } = getConfig()
  if (memo?.publicUrl !== publicUrl) {
    memo = {
      publicUrl,
      headers: publicUrl.startsWith('https://')
        ? { ...BASE_HEADERS, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }
        : { ...BASE_HEADERS },
    }
  }
  return memo.headers
}

export const securityHeaders: RequestHandler = (req, res, next) => {
  res.set(securityHeaderValues())
  // the admin is never framed, not even by our own pages
  if (pageAreaOf(req.path) === 'admin') res.set('X-Frame-Options', 'DENY')
  next()
}
