import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { watchContentChanges } from '#server/runtime/content-changes.server.ts'
import { findNextScheduledPublication } from '#app/features/articles/public.server.ts'
import { setConfig } from '#app/utils/config.server.ts'
import { queryRows, setDatabase } from '#app/utils/db.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { setReadCacheEnabled } from '#server/runtime/content-cache.server.ts'
import { createTestDatabase, type TestDatabase } from './test-database.ts'

/**
 * Each database test file gets its own database (PGlite in memory, or a new
 * PostgreSQL database) and its own DATA_DIR; every test starts from empty tables.
 */
const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'
let database: TestDatabase
let dataDir: string
let stopWatching: () => Promise<void>

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'newsroom-test-'))
  setConfig({
    ...parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '3999', LOG_LEVEL: 'silent', PAGE_CACHE_SECONDS: '0' }),
    sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
  })
  database = await createTestDatabase(kind)
  setDatabase(database.handle)
  // as in production: caches follow the database's change notices (see content-cache.server.ts for PostgreSQL)
  setReadCacheEnabled(kind === 'pglite')
  stopWatching = await watchContentChanges(database.handle, findNextScheduledPublication)
})

beforeEach(async () => {
  const db = database.handle.db
  const rows = await queryRows<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '%drizzle%'`,
    db,
  )
  const tables = rows.map((r) => `"${r.tablename}"`).join(', ')
  if (tables) await db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`))
  await db.execute(sql`INSERT INTO site_settings (id) VALUES (1) ON CONFLICT DO NOTHING`)
})

afterAll(async () => {
  await stopWatching?.()
  setDatabase(undefined)
  await database?.drop()
  rmSync(dataDir, { recursive: true, force: true })
})
