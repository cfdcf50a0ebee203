import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.server.ts'

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'newsroom-lock-'))

describe('acquireDataDirLock', () => {
  it('refuses a second holder while the first runs, and frees the folder on release', () => {
    const dir = freshDir()
    const lockFile = path.join(dir, 'server.lock')
    // a live process other than us holds the lock
    writeFileSync(lockFile, String(process.ppid))
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another server process/)

    writeFileSync(lockFile, '') // nobody
    const release = acquireDataDirLock(dir)
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid))
    release()
    expect(existsSync(lockFile)).toBe(false)
  })

  it('takes over a lock left by a process that has died', () => {
    const dir = freshDir()
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
    writeFileSync(path.join(dir, 'server.lock'), dead.stdout)
    const release = acquireDataDirLock(dir)
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid))
    release()
  })
})
