import type { RequestHandler } from 'express'

/** Sent with every answer, including those of the response cache. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const

export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set(SECURITY_HEADERS)
  next()
}
