import { Router } from 'express'
import { pingDatabase } from '#app/utils/db.server.ts'

/** /healthz: the process is up. /readyz: the database answers. */
export const healthRouter = Router()

healthRouter.get('/healthz', (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ status: 'ok' })
})

healthRouter.get('/readyz', async (_req, res) => {
  const ready = await pingDatabase()
  res
    .status(ready ? 200 : 503)
    .set('Cache-Control', 'no-store')
    .json({ status: ready ? 'ready' : 'unavailable' })
})
