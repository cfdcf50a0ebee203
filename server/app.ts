import 'react-router'
import { getConfig } from '#app/utils/config.server.ts'
import { createApiApp } from './api-app.ts'
import { createPageHandler } from './page-handler.ts'

/**
 * The inner application and the Vite SSR build's entry: the API first, then
 * React Router renders every other path (pages, 404s).
 */
export const app = createApiApp()

app.use(
  createPageHandler({
    build: () => import('virtual:react-router/server-build'),
    mode: process.env.NODE_ENV,
    cacheSeconds: () => getConfig().pageCacheSeconds,
  }),
)

export { start } from './start.ts'
