// npm run backup [-- --out FOLDER|FILE.tar.gz]   and   npm run restore ARCHIVE
// One archive of the database, the uploaded files and DATA_DIR/secrets.json
// (app/features/backup/); the configuration is the site's own (DATA_DIR, DATABASE_URL, S3_*).
import { statSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { BackupError, type Manifest } from '#app/features/backup/backup-manifest.ts'
import { createBackup } from '#app/features/backup/create-backup.server.ts'
import { restoreBackup } from '#app/features/backup/restore-backup.server.ts'
import { EnvError, parseEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'

const USAGE = 'Usage: npm run backup [-- --out FOLDER|FILE.tar.gz]  |  npm run restore ARCHIVE'

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function describe(manifest: Manifest): string[] {
  const tables = Object.values(manifest.database.tables)
  const rows = tables.reduce((sum, n) => sum + n, 0)
  return [
    `  database: ${manifest.database.kind} at migration ${manifest.database.migration.latest}, ${rows} rows in ${tables.length} tables`,
    `  files:    ${manifest.files.count} uploaded files (${megabytes(manifest.files.bytes)}) from ${manifest.files.storage} storage`,
    `  secrets:  ${manifest.secrets ? 'DATA_DIR/secrets.json included' : 'none (SESSION_SECRET comes from the environment)'}`,
  ]
}

async function main(): Promise<string[]> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' } },
  })
  const [command, ...rest] = positionals
  const config = parseEnv()
  if (command === 'backup' && rest.length === 0) {
    const { file, manifest } = await createBackup(config, values.out)
    return [`Backup written: ${file} (${megabytes(statSync(file).size)})`, ...describe(manifest)]
  }
  if (command === 'restore' && rest.length === 1 && !values.out) {
    const { manifest, previous } = await restoreBackup(config, rest[0]!)
    return [
      `Restored ${rest[0]} (made ${manifest.createdAt}):`,
      ...describe(manifest),
      ...(previous ? [`What it replaced is kept in ${previous}; delete that folder once the site looks right.`] : []),
      'Start the site again: npm start',
    ]
  }
  throw new BackupError(USAGE)
}

// the modules' own logs (a lost connection) would only repeat the one line below
logger.level = 'error'
try {
  process.stdout.write(`${(await main()).join('\n')}\n`)
  process.exit(0)
} catch (error) {
  const expected = error instanceof BackupError || error instanceof EnvError
  const message = error instanceof Error ? error.message : String(error)
  const line = expected ? message : `${process.argv[2] === 'restore' ? 'Restore' : 'Backup'} failed: ${message}`
  process.stderr.write(`${line.replace(/\s*\n\s*/g, ' ')}\n`)
  process.exit(1)
}
