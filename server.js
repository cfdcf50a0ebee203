// The process entry: `npm start` (production build) or `npm run dev` (Vite, hot reload).
// Everything else (configuration, database, routes) lives in server/*.ts; the demo
// content's step (scripts/seed/demo-seed-step.ts) is handed to the start by name.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(fileURLToPath(import.meta.url))
const dev = process.argv.includes('--dev')

if (dev) {
  process.env.NODE_ENV ??= 'development'
  const vite = await import('vite')
  const viteServer = await vite.createServer({ root, server: { middlewareMode: true }, appType: 'custom' })
  const loadInner = () => viteServer.ssrLoadModule('./server/app.ts')
  const { start } = await loadInner()
  await start({
    dev: {
      middlewares: viteServer.middlewares,
      loadApp: async () => (await loadInner()).app,
    },
    demoSeedStep: () => viteServer.ssrLoadModule('./scripts/seed/demo-seed-step.ts'),
  })
} else {
  process.env.NODE_ENV ??= 'production'
  const { app, start } = await import('./build/server/index.js')
  await start({
    app,
    clientDir: path.join(root, 'build', 'client'),
    renderEntry: new URL('./build/server/render-thread.js', import.meta.url),
    databaseEntry: new URL('./build/server/database-thread.js', import.meta.url),
    demoSeedStep: () => import('./build/server/demo-seed-step.js'),
  })
}
