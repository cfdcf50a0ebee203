import 'react-router'
import * as serverBuild from 'virtual:react-router/server-build'
import { getConfig } from '#app/utils/config.server.ts'
import { createApiApp } from './api-app.ts'
import { createPageHandler } from '#server/runtime/page-handler.ts'
import { activeRenderPool } from '#server/runtime/render-pool.ts'

/**
 * The inner application and the Vite SSR build's entry: the API first, then
 * React Router renders every other path (pages, 404s).
 */
export const app = createApiApp()

app.use(
  createPageHandler({
    // development reloads the routes on every change; a production build is fixed, and
    // handing it over as an object lets React Router prepare its route table only once
    build: import.meta.env.DEV ? () => import('virtual:react-router/server-build') : serverBuild,
    mode: process.env.NODE_ENV,
    cacheSeconds: () => getConfig().pageCacheSeconds,
    renderPool: activeRenderPool,
  }),
)

export { start } from './start.ts'
