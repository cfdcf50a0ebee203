import express, { type Express } from 'express'
import { createApiRouter } from './api/router.ts'
import { healthRouter } from './health.ts'
import { objectsRouter } from './objects.ts'

/** Everything the server answers without React: health, stored files and /api. */
export function createApiApp(): Express {
  const app = express()
  app.disable('x-powered-by')
  app.use(healthRouter)
  app.use(objectsRouter)
  app.use('/api', createApiRouter())
  return app
}
