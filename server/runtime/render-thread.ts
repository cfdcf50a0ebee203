import * as serverBuild from 'virtual:react-router/server-build'
import { runRenderWorker } from './render-worker.ts'

/**
 * What a render thread runs (render-pool.ts starts it): the pages of the server build
 * and the rendering code, built as its own entry, `build/server/render-thread.js`
 * (vite.config.ts). It leaves out the boot sequence (server/start.ts), the API and the
 * demo content, which only the main thread needs.
 */
runRenderWorker(serverBuild).catch((error: unknown) => {
  console.error('The render thread could not start', error)
  process.exit(1)
})
