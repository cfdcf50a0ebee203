// npm run db:migrate: apply the committed migrations to DATABASE_URL or DATA_DIR.
import { openDatabase } from '#app/utils/db.server.ts'
import { acquireDataDirLock } from '#app/utils/data-dir-lock.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'

const env = parseEnv()
const release = env.databaseUrl ? () => {} : acquireDataDirLock(env.dataDir)
const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir })
await database.migrate()
await database.close()
release()
process.stdout.write(`Migrations applied (${database.kind}).\n`)
