import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root (where package.json is), found from this module's own place,
 *  so it is right in development (app/utils) and in the build (build/server). */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'db'))) return dir
    const parent = path.dirname(dir)
    if (parent === dir) return process.cwd()
    dir = parent
  }
}

export const PROJECT_ROOT = findProjectRoot()
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'db', 'migrations')
