// npm run db:seed: load the demo newsroom into an empty database (DATABASE_URL or DATA_DIR).
import { getStorage } from '#app/features/media/storage.server.ts'
import { setConfig } from '#app/utils/config.server.ts'
import { acquireDataDirLock } from '#app/utils/data-dir-lock.server.ts'
import { openDatabase } from '#app/utils/db.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { resolveSessionSecret } from '#app/utils/secrets.server.ts'
import { seedDemoContent } from '#scripts/seed/seed-demo.ts'

const env = parseEnv()
setConfig({ ...env, sessionSecret: resolveSessionSecret(env.dataDir, env.sessionSecret) })
const release = env.databaseUrl ? () => {} : acquireDataDirLock(env.dataDir)
const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir })
await database.migrate()
const seeded = await database.withBootLock(() => seedDemoContent({ db: database.db, storage: getStorage() }))
await database.close()
release()
process.stdout.write(seeded ? 'Demo content loaded.\n' : 'The database already has content: nothing loaded.\n')
