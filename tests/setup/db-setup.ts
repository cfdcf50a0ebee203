import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { CONTENT_CHANGED_CHANNEL, watchContentChanges } from '#server/runtime/content-changes.server.ts'
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
/** the statements that empty every table (emptyingStatements) */
let emptyingSql = ''

/**
 * Every table emptied and every id counting from 1 again. DELETE with the triggers and
 * foreign keys set aside, not TRUNCATE: on the embedded database a TRUNCATE of the 25
 * tables took 350 ms (each table gets new files), the DELETEs 2 ms. The content-change
 * triggers are set aside with the keys, so the one notice they would have sent, a
 * removal (migration 0012), is sent here: every cache drops what the last test left.
 */
async function emptyingStatements(handle: TestDatabase['handle']): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' and tablename not like '%drizzle%'`,
    handle.db,
  )
  const sequences = await queryRows<{ name: string }>(
    sql`select quote_ident(relname) as name from pg_class where relkind = 'S' and relnamespace = 'public'::regnamespace`,
    handle.db,
  )
  return [
    'SET session_replication_role = replica',
    ...tables.map(({ name }) => `DELETE FROM ${name}`),
    'SET session_replication_role = DEFAULT',
    ...sequences.map(({ name }) => `ALTER SEQUENCE ${name} RESTART`),
    'INSERT INTO site_settings (id) VALUES (1) ON CONFLICT DO NOTHING',
    `SELECT pg_notify('${CONTENT_CHANGED_CHANNEL}', 'removal')`,
  ].join(';\n')
}

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
  emptyingSql = await emptyingStatements(database.handle)
})

beforeEach(async () => {
  await database.handle.runSql(emptyingSql)
})

afterAll(async () => {
  await stopWatching?.()
  setDatabase(undefined)
  await database?.drop()
  rmSync(dataDir, { recursive: true, force: true })
})
