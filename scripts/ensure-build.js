// Build the app when its sources changed since the last build (a hash of the inputs
// is kept in build/.source-hash). Used by `npm start` and `npm run bench`.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const INPUTS = [
  'app',
  'server',
  'db',
  'scripts/seed',
  'public',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
]
const stampFile = path.join(ROOT, 'build', '.source-hash')

function hashInputs() {
  const hash = createHash('sha256')
  const visit = (relative) => {
    const full = path.join(ROOT, relative)
    if (!existsSync(full)) return
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) visit(path.join(relative, name))
    } else if (!/\.test\.tsx?$/.test(relative)) {
      hash.update(relative).update('\0').update(readFileSync(full)).update('\0')
    }
  }
  INPUTS.forEach(visit)
  return hash.digest('hex')
}

export function ensureBuild() {
  const sourceHash = hashInputs()
  const built = existsSync(path.join(ROOT, 'build', 'server', 'index.js')) && existsSync(stampFile)
  if (built && readFileSync(stampFile, 'utf8') === sourceHash) return
  process.stdout.write('Building the site (first start or changed sources)...\n')
  const startedAt = Date.now()
  // warnings and errors only: the list of every built file is for `npm run build`
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  )
  if (result.status !== 0) {
    process.stderr.write('The build failed; see the messages above.\n')
    process.exit(result.status ?? 1)
  }
  writeFileSync(stampFile, sourceHash)
  process.stdout.write(`Built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.\n`)
}
