import express, { Router } from 'express'
import { apiErrorHandler, apiNotFound } from './middleware/error-handler.ts'
import { publicCatalogRouter } from './public/catalog.ts'

export const JSON_BODY_LIMIT = '1mb'

/** All of /api, mounted in one place and in this order. */
export function createApiRouter(): Router {
  const api = Router()
  api.use(express.json({ limit: JSON_BODY_LIMIT }))
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })
  api.use('/public', publicCatalogRouter)
  api.use(apiNotFound)
  api.use(apiErrorHandler)
  return api
}
