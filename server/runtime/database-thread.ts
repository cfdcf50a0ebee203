import { runPgliteHost } from './pglite-host.server.ts'

/**
 * What the database thread runs (server/runtime/pglite-thread.server.ts starts it): the
 * embedded database, answering the main thread. Built as its own entry,
 * `build/server/database-thread.js` (vite.config.ts).
 */
runPgliteHost().catch((error: unknown) => {
  console.error('The database thread could not start', error)
  process.exit(1)
})
