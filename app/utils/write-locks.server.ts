import { sql } from 'drizzle-orm'
import type { Transaction } from './db.server.ts'

/**
 * Writes that read before they write (a free slug, a list replaced whole, a category
 * checked unused before it goes) run one at a time per `name`, across every connection
 * and process: the lock is PostgreSQL's (an advisory lock, PGlite's too), held until
 * `tx` ends, and the reads after it see every write that held it before.
 */
export async function holdWriteLock(tx: Transaction, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`newsroom:${name}`}))`)
}
