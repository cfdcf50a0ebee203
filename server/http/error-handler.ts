import type { ErrorRequestHandler, RequestHandler, Response } from 'express'
import { isAppError, type AppError } from '#app/utils/app-error.ts'
import { httpMessages } from '#app/utils/common-messages.ts'
import { databaseRefusal, SQLSTATE, type DatabaseRefusal } from '#app/utils/database-errors.ts'
import { logger } from '#app/utils/logger.server.ts'
import { resolveMessage, type CatalogueMessage } from '#app/utils/messages.ts'

/** An error answer that is not an AppError: `{message, code}` from the HTTP catalogue. */
export function sendError(res: Response, status: number, message: CatalogueMessage): void {
  const { code, message: text } = resolveMessage(message)
  res.status(status).json({ message: text, code })
}

/** Unknown /api path → 404 JSON. */
export const apiNotFound: RequestHandler = (_req, res) => {
  sendError(res, 404, httpMessages.notFound)
}

interface HttpError {
  status?: number
  statusCode?: number
  type?: string
  expose?: boolean
}

/**
 * An AppError's body: `{message, code}`, its `params` when the text has any, and for
 * form errors `errors: {field: message}` (the catalogue's texts, as before) with
 * `fieldCodes: {field: code}` (and `fieldParams`) for the screens to translate.
 */
function appErrorBody(error: AppError): Record<string, unknown> {
  const body: Record<string, unknown> = { message: error.message, code: error.code }
  if (error.params) body.params = error.params
  if (error.fields) {
    const fields = Object.entries(error.fields)
    body.errors = Object.fromEntries(fields.map(([field, m]) => [field, m.message]))
    body.fieldCodes = Object.fromEntries(fields.map(([field, m]) => [field, m.code]))
    const withParams = fields.filter(([, m]) => m.params)
    if (withParams.length > 0) body.fieldParams = Object.fromEntries(withParams.map(([field, m]) => [field, m.params]))
  }
  return body
}

/**
 * A write the database refused that no check of ours foresaw: a race between two
 * requests (a unique value taken, a row named gone) is a 409 to retry, a value outside
 * a column's range a 400; the client's to act on, never a 500.
 */
function refusedWriteAnswer(refusal: DatabaseRefusal): { status: number; message: CatalogueMessage } | undefined {
  if (refusal.code === SQLSTATE.uniqueViolation || refusal.code === SQLSTATE.foreignKeyViolation)
    return { status: 409, message: httpMessages.conflict }
  if (refusal.code.startsWith(SQLSTATE.invalidValueClass)) return { status: 400, message: httpMessages.badRequest }
  return undefined
}

/**
 * Every /api error leaves as JSON `{message, code}`: AppErrors with
 * their status, body-parser errors as 400/413/415, anything else as a logged 500
 * whose details never reach the client.
 */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) return
  if (isAppError(error)) {
    res.status(error.status).json(appErrorBody(error))
    return
  }
  const http = (error ?? {}) as HttpError
  const status = http.status ?? http.statusCode
  if (http.type === 'entity.parse.failed') return sendError(res, 400, httpMessages.malformedJson)
  if (http.type === 'entity.too.large' || status === 413) return sendError(res, 413, httpMessages.bodyTooLarge)
  if (http.type === 'encoding.unsupported' || http.type === 'charset.unsupported') {
    return sendError(res, 415, httpMessages.unsupportedEncoding)
  }
  if (status && status >= 400 && status < 500) return sendError(res, status, httpMessages.badRequest)
  const refusal = databaseRefusal(error)
  const refused = refusal && refusedWriteAnswer(refusal)
  if (refused) {
    logger.warn({ refusal, method: req.method, url: req.originalUrl }, 'The database refused a write')
    return sendError(res, refused.status, refused.message)
  }
  logger.error({ err: error, method: req.method, url: req.originalUrl }, 'Unhandled API error')
  sendError(res, 500, httpMessages.internal)
}
