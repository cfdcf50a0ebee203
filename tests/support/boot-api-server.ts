// Starts the real boot sequence (configuration, DATA_DIR lock, migrations, first
// admin, demo content) serving the API only, so process tests need no build.
import { createApiApp } from '#server/api-app.ts'
import { start } from '#server/start.ts'

await start({ app: createApiApp() })
