import type { RequestHandler } from 'express'
import { awaitOwnContentNotices } from './content-changes.server.ts'
import { logger } from '#app/utils/logger.server.ts'

/**
 * A staff write is acknowledged only once this process has heard the database's
 * notice of it (content-changes.server.ts), so from the moment the editor sees "saved"
 * no reader of this process is answered from before the save: after an unpublish,
 * nobody gets the old page. Reads go straight through.
 */
export const acknowledgeAfterNotices: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const end = res.end.bind(res) as (...args: unknown[]) => typeof res
  res.end = ((...args: unknown[]) => {
    awaitOwnContentNotices()
      .catch((error: unknown) => logger.warn({ err: error }, 'Could not wait for the content notices'))
      .finally(() => end(...args))
    return res
  }) as typeof res.end
  next()
}
