import { chmod, mkdir, rename, rm, rmdir } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { acquireDataDirLock, dataDirLockHolder, DataDirLockedError } from '#app/utils/data-dir-lock.server.ts'
import { openDatabase, type DatabaseHandle } from '#app/utils/db.server.ts'
import type { Config } from '#app/utils/env.server.ts'
import { BackupError, DATABASE_DIR, FILES_DIR, SECRETS_FILE, type Manifest } from './backup-manifest.ts'
import { unpackArchive } from './backup-archive.server.ts'
import { readCatalog } from './database-catalog.server.ts'
import { loadDatabase } from './database-load.server.ts'
import { newBackupId, removeLeftovers, restoreStagingDir } from './dump-requests.server.ts'
import { codeMigrationLevel, databaseMigrationLevel, isKnownLevel, migrationsUpTo } from './migration-level.server.ts'
import { checkFiles, restoreFiles } from './stored-files.server.ts'

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error
}

/** Refuse an archive whose migrations this code does not have. */
async function checkMigrationLevel(manifest: Manifest, archive: string): Promise<void> {
  const archived = manifest.database.migration
  if (await isKnownLevel(archived)) return
  const code = await codeMigrationLevel()
  throw new BackupError(
    `Cannot restore ${archive}: it was made at migration ${archived.latest} (${archived.count}), newer than this version's ${code.latest} (${code.count}); update the code first.`,
  )
}

/** Bring an empty database to the archive's level, or check it is there already; then load the rows. */
async function loadInto(database: DatabaseHandle, manifest: Manifest, dumpDir: string): Promise<void> {
  const archived = manifest.database.migration
  const current = await databaseMigrationLevel(database.db)
  if (!current) {
    if ((await readCatalog(database.db)).size > 0) {
      throw new BackupError('The database has tables but no migration record: restore into an empty database.')
    }
    const migrations = await migrationsUpTo(archived)
    try {
      await database.migrate(migrations.folder)
    } finally {
      await migrations.remove()
    }
  } else if (current.count !== archived.count) {
    throw new BackupError(
      `The database is at migration ${current.latest}, the archive at ${archived.latest}: restore it into an empty database (the next start migrates it).`,
    )
  }
  await loadDatabase(database.db, dumpDir, manifest.database.tables)
}

/** Other sessions on the PostgreSQL database: a running site, which a restore must not pull the rows from under. */
async function refuseWhilePostgresInUse(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    )
    if (rows[0]!.n > 0) {
      throw new BackupError(
        `Restore refused: ${rows[0]!.n} other connection(s) to the database (a running site?); stop every server on it first.`,
      )
    }
  } finally {
    await client.end()
  }
}

export interface RestoreResult {
  manifest: Manifest
  /** where the replaced database folder, uploads and secrets.json were moved (null: nothing was) */
  previous: string | null
}

/**
 * Bring a stopped site back to an archive of createBackup: the database's rows (the
 * embedded database is built fresh beside the old one, then swapped in), the uploaded
 * files and secrets.json. What it replaces is kept in DATA_DIR/before-restore-<time>.
 */
export async function restoreBackup(config: Config, archive: string): Promise<RestoreResult> {
  const { dataDir } = config
  await mkdir(dataDir, { recursive: true })
  let release: () => void
  try {
    release = acquireDataDirLock(dataDir)
  } catch (error) {
    const server = dataDirLockHolder(dataDir)
    if (error instanceof DataDirLockedError && server) {
      throw new BackupError(
        `Restore refused: the site is running on DATA_DIR ${dataDir} (pid ${server}); stop it first.`,
      )
    }
    throw error
  }
  await removeLeftovers(dataDir)
  const staging = restoreStagingDir(dataDir, newBackupId())
  const previous = path.join(
    dataDir,
    `before-restore-${new Date()
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replace(/:/g, '-')}`,
  )
  try {
    await mkdir(staging, { recursive: true, mode: 0o700 })
    const manifest = await unpackArchive(path.resolve(archive), staging)
    await checkMigrationLevel(manifest, archive)
    await checkFiles(path.join(staging, FILES_DIR), manifest.files)
    const dumpDir = path.join(staging, DATABASE_DIR)

    if (config.databaseUrl) {
      await refuseWhilePostgresInUse(config.databaseUrl)
      const database = await openDatabase({ databaseUrl: config.databaseUrl })
      try {
        await loadInto(database, manifest, dumpDir)
      } finally {
        await database.close()
      }
      await mkdir(previous, { recursive: true })
    } else {
      // a fresh embedded database beside the old one: nothing is replaced until it is whole
      const database = await openDatabase({ dataDir: staging })
      try {
        await loadInto(database, manifest, dumpDir)
      } finally {
        await database.close()
      }
      await mkdir(previous, { recursive: true })
      await rename(path.join(dataDir, 'db'), path.join(previous, 'db')).catch(ignoreMissing)
      await rename(path.join(staging, 'db'), path.join(dataDir, 'db'))
    }

    await restoreFiles(config, path.join(staging, FILES_DIR), previous)
    if (manifest.secrets) {
      await rename(path.join(dataDir, SECRETS_FILE), path.join(previous, SECRETS_FILE)).catch(ignoreMissing)
      await rename(path.join(staging, SECRETS_FILE), path.join(dataDir, SECRETS_FILE))
      await chmod(path.join(dataDir, SECRETS_FILE), 0o600)
    }
    const kept = await rmdir(previous).then(
      () => false,
      () => true,
    )
    return { manifest, previous: kept ? previous : null }
  } finally {
    await rm(staging, { recursive: true, force: true })
    release()
  }
}
