import type { RequestHandler } from 'express'
import { findUncleanText } from '#app/utils/clean-text.ts'
import { fieldError } from '#app/utils/app-error.ts'
import { inputMessages } from '#app/utils/common-messages.ts'

function refuse(field: string): never {
  throw fieldError(field, inputMessages.fieldUnclean, { field })
}

/** The decoded path segments, or null when one is not valid percent-encoded UTF-8. */
function pathSegments(path: string): string[] | null {
  try {
    return path.split('/').map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
}

/**
 * The text rule (app/utils/clean-text.ts) once for all of /api: the address (path
 * and query) before any route reads it, so no NUL or broken encoding reaches a
 * service or the database.
 */
export const rejectUncleanAddress: RequestHandler = (req, _res, next) => {
  const segments = pathSegments(req.path)
  if (segments === null || findUncleanText(segments) !== null) refuse('path')
  const field = findUncleanText(req.query, 'query')
  if (field !== null) refuse(field)
  next()
}

/** The same rule for every parsed body (mounted after the JSON parser). */
export const rejectUncleanBody: RequestHandler = (req, _res, next) => {
  const field = findUncleanText(req.body)
  if (field !== null) refuse(field)
  next()
}
