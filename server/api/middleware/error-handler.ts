import type { ErrorRequestHandler, RequestHandler } from 'express'
import { isAppError } from '#app/utils/app-error.ts'
import { logger } from '#app/utils/logger.server.ts'

/** Unknown /api path → 404 JSON. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' })
}

interface HttpError {
  status?: number
  statusCode?: number
  type?: string
  expose?: boolean
}

/**
 * Every /api error leaves as JSON `{message}` (CONTRACT.md): AppErrors with their
 * status, body-parser errors as 400/413, anything else as a logged 500 whose
 * details never reach the client.
 */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) return
  if (isAppError(error)) {
    res
      .status(error.status)
      .json(error.fields ? { message: error.message, errors: error.fields } : { message: error.message })
    return
  }
  const http = (error ?? {}) as HttpError
  const status = http.status ?? http.statusCode
  if (http.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'Malformed JSON in request body' })
    return
  }
  if (http.type === 'entity.too.large' || status === 413) {
    res.status(413).json({ message: 'Request body is too large' })
    return
  }
  if (http.type === 'encoding.unsupported' || http.type === 'charset.unsupported') {
    res.status(415).json({ message: 'Unsupported request encoding' })
    return
  }
  if (status && status >= 400 && status < 500) {
    res.status(status).json({ message: 'Bad request' })
    return
  }
  logger.error({ err: error, method: req.method, url: req.originalUrl }, 'Unhandled API error')
  res.status(500).json({ message: 'Internal server error' })
}
