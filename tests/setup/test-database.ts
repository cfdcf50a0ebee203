import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#app/utils/db.server.ts'

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new
 * database on the TEST_DATABASE_URL server that `drop()` removes again.
 */
export interface TestDatabase {
  handle: DatabaseHandle
  url: string | undefined
  drop: () => Promise<void>
}

/**
 * Create a PostgreSQL database on the TEST_DATABASE_URL (or `serverUrl`) server, empty
 * or a copy of `template`; returns its URL.
 */
export async function createPostgresDatabase(
  prefix = 'newsroom_test',
  serverUrl = process.env.TEST_DATABASE_URL,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    },
  }
}

export async function createTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'postgres') {
    // a copy of the database the global setup migrated (migrated-postgres.ts): migrating each file's took a second
    const { url, drop } = await createPostgresDatabase(undefined, undefined, inject('migratedPostgres'))
    const handle = await openDatabase({ databaseUrl: url })
    await handle.migrate()
    return {
      handle,
      url,
      drop: async () => {
        await handle.close()
        await drop()
      },
    }
  }
  // a copy of the database the global setup migrated (migrated-pglite.ts), when there is one
  const migrated = inject('migratedPglite')
  const handle = await openDatabase({ loadDataDir: migrated ? new Blob([readFileSync(migrated)]) : undefined })
  await handle.migrate()
  return { handle, url: undefined, drop: () => handle.close() }
}
