import path from 'node:path'
import type { MessagePort } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql, type SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type NodePostgresModule from 'pg'
import type { Client as PostgresClient } from 'pg'
import * as schema from '#db/schema/index.ts'
import { MIGRATIONS_DIR } from './project-root.server.ts'
import { logger } from './logger.server.ts'
import { onePerProcess } from './one-per-process.server.ts'

export type Schema = typeof schema
/** The one database type the app sees, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
/** One transaction of that database: what the callback of `db.transaction` receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** The database or a transaction on it: what a helper takes when it may run inside its caller's transaction. */
export type DatabaseOrTransaction = Database | Transaction

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /**
   * run the committed migrations (serialised across processes on PostgreSQL); a restore
   * passes a folder holding only the migrations of its archive (backup/migration-level.server.ts)
   */
  migrate: (migrationsFolder?: string) => Promise<void>
  /** run `work` while holding the database-wide boot lock */
  withBootLock: <T>(work: () => Promise<T>) => Promise<T>
  /**
   * Call `onNotice` for every NOTIFY on `channel`, from any connection or process.
   * On PostgreSQL it is also called when the listening connection is (re)made,
   * since notices may have been missed meanwhile. Returns a function that stops.
   */
  listen: (channel: string, onNotice: (payload?: string) => void) => Promise<() => Promise<void>>
  close: () => Promise<void>
  /**
   * Run SQL text as it is, for a library that brings its own statements (the job queue):
   * with parameters one statement; without, possibly several in one text (PGlite runs
   * those only through `exec`). Answers the rows of the last statement.
   */
  runSql: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
  /**
   * The embedded database only: run one statement for a render thread of this process,
   * which cannot open the database itself (db-proxy.server.ts).
   */
  runForThread?: (query: ThreadQuery) => Promise<ThreadQueryResult>
  /**
   * The embedded database in a thread of its own only: a line a render thread sends
   * its statements on straight to it (pglite-thread.server.ts).
   */
  connectThread?: () => MessagePort
}

/** A statement as a render thread sends it, and what it gets back. */
export interface ThreadQuery {
  sql: string
  params: unknown[]
  rowMode: 'array' | 'object'
  /** type ids Drizzle asked to get as the database's text (it maps them itself) */
  textTypes: number[]
}
export interface ThreadQueryResult {
  rows: unknown[]
  fields: { name: string; dataTypeID: number }[]
  affectedRows?: number
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used */
  databaseUrl?: string
  /** folder of the embedded database; absent = in memory */
  dataDir?: string
  /** embedded, in memory: start from this copy of a database (`PGlite.dumpDataDir`; tests start each file from one migrated database) */
  loadDataDir?: Blob
}

const BOOT_LOCK_KEY = 727_274_001
const LISTEN_RETRY_MS = 1000

/**
 * PostgreSQL's settings for the embedded database. Its default shared_buffers (128 MB)
 * was most of an empty PGlite's memory: PGlite keeps the buffer pool in its WASM
 * memory, which is never given back. The data files are ordinary files, so a block
 * missing from this smaller pool is read from the operating system's file cache, not
 * from disk (figures: docs/decisions/007-memory-budget.md).
 */
const EMBEDDED_DATABASE_SETTINGS = ['shared_buffers=32MB']

/** node-postgres, loaded only when PostgreSQL is used (an embedded database's threads never need it) */
type NodePostgres = typeof NodePostgresModule

/** LISTEN on a connection of its own, made again (after a second) whenever it is lost. */
async function listenOnPostgres(
  pg: NodePostgres,
  connectionString: string,
  channel: string,
  onNotice: (payload?: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false
  let client: PostgresClient | undefined
  let retry: NodeJS.Timeout | undefined

  const lost = (current: PostgresClient, error?: unknown) => {
    if (stopped || client !== current) return
    client = undefined
    if (error) logger.warn({ err: error, channel }, 'Lost the PostgreSQL notification connection; retrying')
    current.end().catch(() => {})
    onNotice()
    retry = setTimeout(() => void connect(), LISTEN_RETRY_MS)
    retry.unref()
  }

  const connect = async (): Promise<void> => {
    const current = new pg.Client({ connectionString })
    client = current
    current.on('error', (error) => lost(current, error))
    current.on('end', () => lost(current, new Error('connection ended')))
    current.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload)
    })
    try {
      await current.connect()
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      onNotice()
    } catch (error) {
      lost(current, error)
    }
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => {})
  }
}

/** The embedded database of `dataDir` (in memory without one), in this thread or its own (pglite-host.server.ts). */
export function createEmbeddedClient(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({
    dataDir: dataDir ? path.join(dataDir, 'db') : undefined,
    loadDataDir,
    extensions: { unaccent, pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_DATABASE_SETTINGS.flatMap((setting) => ['-c', setting])],
  })
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ])
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // an idle connection dropped by the server (restart, failover) must not crash the process
    pool.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL connection lost'))
    const db: Database = drizzleNodePg({ client: pool, schema, casing: 'snake_case' })
    const withBootLock = async <T>(work: () => Promise<T>): Promise<T> => {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [BOOT_LOCK_KEY])
        return await work()
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [BOOT_LOCK_KEY]).catch(() => {})
        client.release()
      }
    }
    return {
      db,
      kind: 'postgres',
      migrate: (migrationsFolder = MIGRATIONS_DIR) =>
        withBootLock(() => migrateNodePg(drizzleNodePg({ client: pool, casing: 'snake_case' }), { migrationsFolder })),
      withBootLock,
      listen: (channel, onNotice) => listenOnPostgres(pg, options.databaseUrl!, channel, onNotice),
      close: () => pool.end(),
      runSql: async (text, params) => {
        // node-postgres answers an array of results for a text of several statements
        const result = (await pool.query(text, params?.length ? params : undefined)) as unknown
        const last = (Array.isArray(result) ? result.at(-1) : result) as { rows?: Record<string, unknown>[] }
        return { rows: last?.rows ?? [] }
      },
    }
  }

  const client = await createEmbeddedClient(options.dataDir, options.loadDataDir)
  return embeddedHandle(client, {
    // the one connection hears its own notices, before the statement that sent them returns
    listen: (channel, onNotice) => client.listen(channel, onNotice),
    close: () => client.close(),
    runSql: (text, params) => runEmbeddedSql(client, text, params),
    runForThread: async ({ sql: text, params, rowMode, textTypes }) => {
      const parsers = Object.fromEntries(textTypes.map((type) => [type, keepText]))
      const result = await client.query(text, params, { rowMode, parsers })
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }
    },
  })
}

/** The handle of an embedded database, through `client` (PGlite here, or its thread's stand-in). */
export function embeddedHandle(
  client: PGlite,
  parts: Pick<DatabaseHandle, 'listen' | 'close' | 'runSql' | 'runForThread' | 'connectThread'>,
): DatabaseHandle {
  return {
    db: drizzlePglite({ client, schema, casing: 'snake_case' }),
    kind: 'pglite',
    migrate: (migrationsFolder = MIGRATIONS_DIR) =>
      migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder }),
    // one process owns an embedded database (the DATA_DIR lock), so there is nobody to wait for
    withBootLock: (work) => work(),
    ...parts,
  }
}

const keepText = (value: string) => value

/** DatabaseHandle.runSql on PGlite: a text without parameters may hold several statements. */
export async function runEmbeddedSql(
  client: Pick<PGlite, 'query' | 'exec'>,
  text: string,
  params?: unknown[],
): Promise<{ rows: Record<string, unknown>[] }> {
  if (params?.length) return { rows: (await client.query<Record<string, unknown>>(text, params)).rows }
  const results = await client.exec(text)
  return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] }
}

const holder = onePerProcess('database', () => ({ current: undefined as DatabaseHandle | undefined }))

/** Make `handle` the database of this process (done once at start, and by tests). */
export function setDatabase(handle: DatabaseHandle | undefined): void {
  holder.current = handle
}

export function getDatabaseHandle(): DatabaseHandle {
  if (!holder.current) throw new Error('The database is not open yet: call setDatabase() at start.')
  return holder.current
}

/** The Drizzle database of this process. */
export function getDb(): Database {
  return getDatabaseHandle().db
}

/** True when the database answers a trivial query (for /readyz). */
export async function pingDatabase(): Promise<boolean> {
  try {
    await getDb().execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}

/** A LIKE pattern that finds `text` anywhere, its own `%`, `_` and backslash taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Rows of a raw SQL query; both drivers answer `{rows}`. */
export async function queryRows<T extends Record<string, unknown>>(
  query: SQL,
  db: DatabaseOrTransaction = getDb(),
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** A write that can be a WITH part of another statement: an insert or a delete, not yet run. */
export type WithWrite = TypedQueryBuilder<undefined>

/**
 * Several writes in one statement, so one round trip to the database (a save's records,
 * articles.server.ts): `writes` become data-modifying WITH parts of the statement made
 * from the builder this answers (`withWrites(tx, [a, b]).update(…)…`). PostgreSQL runs
 * each exactly once, with the main statement, all or none, and all see the same
 * snapshot, so no write may depend on another's effect. Parts given as `null` or
 * `false` are left out.
 */
export function withWrites(db: DatabaseOrTransaction, writes: Array<WithWrite | null | false | undefined>) {
  const parts = writes.filter((write): write is WithWrite => Boolean(write))
  return db.with(...parts.map((write, i) => db.$with(`write_${i}`).as(write)))
}
