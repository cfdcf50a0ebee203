import express, { type Express } from 'express'
import { trustsProxy } from '#app/utils/trust-proxy.server.ts'
import { createApiRouter } from './api/router.ts'
import { healthRouter } from './health.ts'
import { objectsRouter } from '#app/features/media/api/objects.ts'
import { onlyReadsBeyondApi, plainErrorHandler, refuseMalformedHost } from './request-guards.ts'

/**
 * Everything the server answers without React: health, stored files and /api; what
 * passes on (to the pages) is a read with a well-formed Host (request-guards.ts).
 */
export function createApiApp(): Express {
  const app = express()
  app.disable('x-powered-by')
  // the client's address and protocol (req.ip, req.secure) believe only TRUST_PROXY's proxies
  app.set('trust proxy', trustsProxy)
  app.use(refuseMalformedHost)
  app.use(healthRouter)
  app.use(objectsRouter)
  app.use('/api', createApiRouter())
  app.use(onlyReadsBeyondApi)
  app.use(plainErrorHandler)
  return app
}
