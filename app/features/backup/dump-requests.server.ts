import { randomBytes } from 'node:crypto'
import { watch, type FSWatcher } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isRunning } from '#app/utils/data-dir-lock.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { BackupError } from './backup-manifest.ts'
import { dumpDatabase, type DatabaseDump } from './database-dump.server.ts'

/**
 * The embedded database belongs to the server process that holds DATA_DIR's lock, so
 * `npm run backup` asks that process for the dump through files in
 * DATA_DIR/backup-requests: it writes `<id>.request`, the server writes the dump into
 * the folder `<id>` beside it and answers `<id>.done` (or `<id>.failed`). Only who may
 * write DATA_DIR (and so could read the database's files anyway) can ask.
 */
const REQUESTS_DIR = 'backup-requests'
const REQUEST = /^([0-9a-f]{32})\.request$/
/** a request nobody answered for this long is old news (its backup gave up) */
const STALE_MS = 10 * 60_000
const POLL_MS = 2000

export const requestsDir = (dataDir: string) => path.join(dataDir, REQUESTS_DIR)
/** where a backup gathers its archive's contents before packing them */
export const backupStagingDir = (dataDir: string, id: string) => path.join(dataDir, `.backup-${id}`)
export const newBackupId = () => randomBytes(16).toString('hex')
/** a restore's unpacked archive, beside the folders it replaces */
export const restoreStagingDir = (dataDir: string, id: string) => path.join(dataDir, `.restore-${id}`)

/**
 * Remove what a killed backup or restore left in DATA_DIR (its staging folders, an
 * unanswered dump): copies of the database that nothing will use.
 */
export async function removeLeftovers(dataDir: string): Promise<void> {
  const old = async (file: string) => Date.now() - (await stat(file)).mtimeMs > STALE_MS
  const leftovers = async (folder: string, pattern: RegExp) => {
    const names = await readdir(folder).catch(() => [] as string[])
    for (const name of names.filter((n) => pattern.test(n))) {
      const file = path.join(folder, name)
      if (await old(file).catch(() => false)) await rm(file, { recursive: true, force: true })
    }
  }
  await leftovers(dataDir, /^\.(backup|restore)-[0-9a-f]{32}$/)
  await leftovers(requestsDir(dataDir), /^[0-9a-f]{32}(\.(request|taken|done|failed|tmp))?$/)
}

/** Server side: answer requests until the returned function is called. */
export async function answerDumpRequests(dataDir: string, db: Database): Promise<() => void> {
  const dir = requestsDir(dataDir)
  await mkdir(dir, { recursive: true, mode: 0o700 })
  let queue = Promise.resolve()

  const answer = async (id: string) => {
    const taken = path.join(dir, `${id}.taken`)
    try {
      // the rename takes the request: a second scan cannot answer it twice
      await rename(path.join(dir, `${id}.request`), taken)
    } catch {
      return
    }
    try {
      if (Date.now() - (await stat(taken)).mtimeMs > STALE_MS) return
      const started = performance.now()
      const dump = await dumpDatabase(db, path.join(dir, id))
      await writeFile(path.join(dir, `${id}.done`), JSON.stringify(dump))
      logger.info({ id, ms: Math.round(performance.now() - started) }, 'Database dump written for a backup')
    } catch (error) {
      logger.error({ err: error, id }, 'Database dump for a backup failed')
      await writeFile(path.join(dir, `${id}.failed`), JSON.stringify({ message: (error as Error).message }))
    } finally {
      await rm(taken, { force: true })
    }
  }
  const scan = () => {
    queue = queue
      .then(async () => {
        for (const name of await readdir(dir)) {
          const id = REQUEST.exec(name)?.[1]
          if (id) await answer(id)
        }
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'Reading backup requests failed'))
  }

  let watcher: FSWatcher | undefined
  try {
    watcher = watch(dir, scan)
    watcher.on('error', () => {})
  } catch {
    // some file systems cannot be watched: the poll below still answers
  }
  // the poll covers file systems whose changes are not reported (network, some containers)
  const poll = setInterval(scan, POLL_MS)
  poll.unref()
  scan()
  return () => {
    clearInterval(poll)
    watcher?.close()
  }
}

/**
 * Backup side: ask the server process `pid` for a dump, wait for its answer, and move
 * the dump to `target`.
 */
export async function requestDumpFromServer(
  dataDir: string,
  id: string,
  pid: number,
  target: string,
  timeoutMs = 120_000,
): Promise<DatabaseDump> {
  const dir = requestsDir(dataDir)
  const file = (suffix: string) => path.join(dir, `${id}.${suffix}`)
  await mkdir(dir, { recursive: true, mode: 0o700 })
  await writeFile(file('tmp'), JSON.stringify({ requestedAt: new Date().toISOString() }))
  await rename(file('tmp'), file('request'))
  const deadline = Date.now() + timeoutMs
  try {
    for (;;) {
      const done = await readFile(file('done'), 'utf8').catch(() => null)
      if (done !== null) {
        await rename(path.join(dir, id), target)
        return JSON.parse(done) as DatabaseDump
      }
      const failed = await readFile(file('failed'), 'utf8').catch(() => null)
      if (failed !== null) {
        throw new BackupError(
          `The running server could not dump the database: ${(JSON.parse(failed) as { message: string }).message}`,
        )
      }
      if (!isRunning(pid)) throw new BackupError(`The server (pid ${pid}) stopped during the backup; run it again.`)
      if (Date.now() > deadline) {
        throw new BackupError(
          `The server running on ${dataDir} (pid ${pid}) did not answer the backup request within ${Math.round(timeoutMs / 1000)} s; ` +
            'restart it with this version of the code, then back up again.',
        )
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    await Promise.all(['request', 'done', 'failed'].map((suffix) => rm(file(suffix), { force: true })))
    await rm(path.join(dir, id), { recursive: true, force: true })
  }
}
