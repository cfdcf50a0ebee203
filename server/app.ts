import 'react-router'
import { createRequestHandler } from '@react-router/express'
import { createApiApp } from './api-app.ts'

/**
 * The inner application and the Vite SSR build's entry: the API first, then
 * React Router renders every other path (pages, 404s).
 */
export const app = createApiApp()

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    mode: process.env.NODE_ENV,
  }),
)

export { start } from './start.ts'
