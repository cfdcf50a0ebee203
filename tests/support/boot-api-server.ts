// Starts the real boot sequence (configuration, DATA_DIR lock, migrations, first
// admin, demo content) serving the API only, so process tests need no build.
// TEST_CLEANUP_EVERY_MS shortens the schedule of the expired-rows cleanup.
import { createApiApp } from '#server/api-app.ts'
import { start } from '#server/start.ts'

const cleanupEveryMs = Number(process.env.TEST_CLEANUP_EVERY_MS)
await start({
  app: createApiApp(),
  demoSeedStep: () => import('#scripts/seed/demo-seed-step.ts'),
  ...(cleanupEveryMs > 0 ? { cleanup: { firstRunMs: cleanupEveryMs, everyMs: cleanupEveryMs } } : {}),
})
