import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type { PGlite } from '@electric-sql/pglite'
import * as schema from '#db/schema/index.ts'
import type { Database, DatabaseHandle, ThreadQuery, ThreadQueryResult } from '#app/utils/db.server.ts'

/**
 * The embedded database as a render thread sees it. PGlite belongs to one thread (one
 * owner per DATA_DIR): the database thread (pglite-thread.server.ts), or the main
 * thread without one. A render thread sends each statement there and Drizzle reads the rows as if its own PGlite had
 * answered. Render threads read; a transaction (which would need one connection held
 * across messages) is refused, and the page is then rendered by the main thread.
 */
export type SendQuery = (query: ThreadQuery) => Promise<ThreadQueryResult>

export class ThreadTransactionError extends Error {
  constructor() {
    super('Transactions are not available in a render thread')
  }
}

export function proxyDatabase(send: SendQuery): DatabaseHandle {
  const client = {
    // Drizzle's parsers (functions, which cannot cross threads) only keep some types as
    // text: their type ids go along, and the main thread keeps those as text too
    query: (
      sql: string,
      params: unknown[] = [],
      options?: { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> },
    ) =>
      send({
        sql,
        params,
        rowMode: options?.rowMode ?? 'object',
        textTypes: Object.keys(options?.parsers ?? {}).map(Number),
      }),
    transaction: () => Promise.reject(new ThreadTransactionError()),
  }
  const db: Database = drizzlePglite({ client: client as unknown as PGlite, schema, casing: 'snake_case' })
  const unavailable = () => Promise.reject(new Error('Not available in a render thread'))
  return {
    db,
    kind: 'pglite',
    migrate: unavailable,
    withBootLock: unavailable,
    listen: unavailable,
    close: () => Promise.resolve(),
    runSql: unavailable,
  }
}
