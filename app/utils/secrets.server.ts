import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * SESSION_SECRET when given; otherwise one generated on the first start and kept
 * in DATA_DIR/secrets.json (readable by the owner only), so restarts keep it.
 */
export function resolveSessionSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv
  const file = path.join(dataDir, 'secrets.json')
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { sessionSecret?: string }
    if (stored.sessionSecret) return stored.sessionSecret
  }
  mkdirSync(dataDir, { recursive: true })
  const sessionSecret = randomBytes(32).toString('base64url')
  writeFileSync(file, JSON.stringify({ sessionSecret }, null, 2), { mode: 0o600 })
  return sessionSecret
}
