import { existsSync } from 'node:fs'
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { acquireDataDirLock, dataDirLockHolder, DataDirLockedError } from '#app/utils/data-dir-lock.server.ts'
import { openDatabase } from '#app/utils/db.server.ts'
import type { Config } from '#app/utils/env.server.ts'
import { PROJECT_ROOT } from '#app/utils/project-root.server.ts'
import {
  BackupError,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_DIR,
  FILES_DIR,
  MANIFEST_FILE,
  SECRETS_FILE,
  type Manifest,
} from './backup-manifest.ts'
import { packArchive } from './backup-archive.server.ts'
import { dumpDatabase, type DatabaseDump } from './database-dump.server.ts'
import { backupStagingDir, newBackupId, removeLeftovers, requestDumpFromServer } from './dump-requests.server.ts'
import { copyFilesOut } from './stored-files.server.ts'

/** PG_VERSION marks a PostgreSQL data folder: the embedded database's is DATA_DIR/db */
export const embeddedDatabaseExists = (dataDir: string) => existsSync(path.join(dataDir, 'db', 'PG_VERSION'))

/**
 * The embedded database's dump: asked of the server when one runs on DATA_DIR (it owns
 * the database), else taken here under DATA_DIR's lock.
 */
async function dumpEmbedded(dataDir: string, id: string, target: string): Promise<DatabaseDump> {
  const server = dataDirLockHolder(dataDir)
  if (server) return requestDumpFromServer(dataDir, id, server, target)
  if (!embeddedDatabaseExists(dataDir)) {
    throw new BackupError(`There is no embedded database in ${dataDir}: nothing to back up (is DATA_DIR right?).`)
  }
  let release: () => void
  try {
    release = acquireDataDirLock(dataDir)
  } catch (error) {
    // a server started meanwhile: it answers
    const started = dataDirLockHolder(dataDir)
    if (error instanceof DataDirLockedError && started) return requestDumpFromServer(dataDir, id, started, target)
    throw error
  }
  try {
    const database = await openDatabase({ dataDir })
    try {
      return await dumpDatabase(database.db, target)
    } finally {
      await database.close()
    }
  } finally {
    release()
  }
}

async function dumpConfiguredDatabase(config: Config, id: string, target: string): Promise<DatabaseDump> {
  if (!config.databaseUrl) return dumpEmbedded(config.dataDir, id, target)
  const database = await openDatabase({ databaseUrl: config.databaseUrl })
  try {
    return await dumpDatabase(database.db, target)
  } finally {
    await database.close()
  }
}

/** `out`: a file ending in .tar.gz, or a folder that gets a dated archive (default ./backups). */
function archivePath(out: string | undefined, createdAt: Date): string {
  if (out?.endsWith('.tar.gz')) return path.resolve(out)
  const stamp = createdAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')
  return path.resolve(out ?? 'backups', `newsroom-${stamp}.tar.gz`)
}

/**
 * One archive of the database (one snapshot), the uploaded files and DATA_DIR's
 * secrets.json, while the site runs. Returns where it was written and its manifest.
 */
export async function createBackup(config: Config, out?: string): Promise<{ file: string; manifest: Manifest }> {
  const createdAt = new Date()
  const file = archivePath(out, createdAt)
  await mkdir(path.dirname(file), { recursive: true })
  await removeLeftovers(config.dataDir)
  const id = newBackupId()
  const staging = backupStagingDir(config.dataDir, id)
  await mkdir(staging, { recursive: true, mode: 0o700 })
  try {
    // the database first: a file it names and the site deletes later is still in the bucket
    // or folder when the files are copied a moment after; files newer than it are harmless
    const dump = await dumpConfiguredDatabase(config, id, path.join(staging, DATABASE_DIR))
    const files = await copyFilesOut(config, path.join(staging, FILES_DIR))
    const secrets = path.join(config.dataDir, SECRETS_FILE)
    const hasSecrets = existsSync(secrets)
    if (hasSecrets) await copyFile(secrets, path.join(staging, SECRETS_FILE))
    const { version } = JSON.parse(await readFile(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      version: string
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      appVersion: version,
      database: { kind: config.databaseUrl ? 'postgres' : 'pglite', ...dump },
      files,
      secrets: hasSecrets,
    }
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    await packArchive(staging, [MANIFEST_FILE, DATABASE_DIR, FILES_DIR, ...(hasSecrets ? [SECRETS_FILE] : [])], file)
    return { file, manifest }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
