import { existsSync } from 'node:fs'
import { chmod, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import * as tar from 'tar'
import {
  BackupError,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_FILE,
  ManifestSchema,
  type Manifest,
} from './backup-manifest.ts'

/**
 * The archive is one gzipped tar (the `tar` package: the format every system can open,
 * written and read as streams). It is written under a temporary name and renamed at
 * the end, so a scheduled backup never leaves a half-written archive under its name.
 */
export async function packArchive(stagingDir: string, entries: string[], file: string): Promise<void> {
  const partial = `${file}.partial`
  try {
    await tar.c({ gzip: true, portable: true, file: partial, cwd: stagingDir }, entries)
    // it holds password hashes and, on the embedded database, the session secret
    await chmod(partial, 0o600)
    await rename(partial, file)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}

/** Unpack `file` into `targetDir` (files and folders only) and return its checked manifest. */
export async function unpackArchive(file: string, targetDir: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`Cannot restore ${file}: no such file.`)
  const notOurs = `Cannot restore ${file}: it is not a newsroom backup (a .tar.gz written by npm run backup), or it is damaged`
  try {
    await tar.x({
      file,
      cwd: targetDir,
      strict: true,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    })
  } catch (error) {
    throw new BackupError(`${notOurs} (${(error as Error).message}).`)
  }
  let raw: unknown
  try {
    raw = JSON.parse(await readFile(path.join(targetDir, MANIFEST_FILE), 'utf8'))
  } catch {
    throw new BackupError(`${notOurs}: it has no readable ${MANIFEST_FILE}.`)
  }
  const format = raw as { format?: unknown; version?: unknown }
  if (format?.format !== BACKUP_FORMAT) throw new BackupError(`${notOurs}: its manifest is not a newsroom manifest.`)
  if (typeof format.version === 'number' && format.version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `Cannot restore ${file}: it was written in backup format ${format.version} by a newer version; this one reads format ${BACKUP_FORMAT_VERSION}.`,
    )
  }
  const manifest = ManifestSchema.safeParse(raw)
  if (!manifest.success) throw new BackupError(`${notOurs}: its manifest is incomplete.`)
  return manifest.data
}
