import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

/**
 * PGlite takes no lock on its folder, and two processes on one DATA_DIR would
 * corrupt it. We hold an exclusive lock file with our pid; a lock left by a
 * process that no longer runs (kill -9, power loss) is taken over.
 */
export class DataDirLockedError extends Error {}

const LOCK_NAME = 'server.lock'

export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The pid of the running process that holds DATA_DIR's lock, or null when none does. */
export function dataDirLockHolder(dataDir: string): number | null {
  let holder: number
  try {
    holder = Number(readFileSync(path.join(dataDir, LOCK_NAME), 'utf8').trim())
  } catch {
    return null
  }
  return holder !== process.pid && isRunning(holder) ? holder : null
}

export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, LOCK_NAME)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600)
      writeSync(fd, String(process.pid))
      closeSync(fd)
      let released = false
      const release = () => {
        if (released) return
        released = true
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) rmSync(lockPath)
        } catch {
          // already gone
        }
      }
      process.once('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(lockPath, 'utf8').trim())
      if (holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another server process (pid ${holder}); stop it first or start this one with another DATA_DIR.`,
        )
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}.`)
}
