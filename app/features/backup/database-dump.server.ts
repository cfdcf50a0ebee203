import { appendFile, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '#app/utils/db.server.ts'
import { BackupError, type MigrationLevel } from './backup-manifest.ts'
import { readCatalog } from './database-catalog.server.ts'
import { databaseMigrationLevel } from './migration-level.server.ts'

export interface DatabaseDump {
  migration: MigrationLevel
  /** rows per table */
  tables: Record<string, number>
}

/** rows read per statement: keeps memory flat on big tables (views, events) */
const PAGE_ROWS = 2000

/**
 * A logical dump of every table into `dir/<table>.jsonl` (one JSON object per row, the
 * database's own JSON of each value), all read in one read-only REPEATABLE READ
 * transaction: one snapshot, while the site keeps writing. On the embedded database
 * the transaction also holds its one connection, so nothing interleaves.
 */
export async function dumpDatabase(db: Database, dir: string): Promise<DatabaseDump> {
  await mkdir(dir, { recursive: true })
  return db.transaction(
    async (tx) => {
      const migration = await databaseMigrationLevel(tx)
      if (!migration) throw new BackupError('The database is empty: start the site once before backing it up.')
      const tables: Record<string, number> = {}
      for (const table of (await readCatalog(tx)).values()) {
        const file = path.join(dir, `${table.name}.jsonl`)
        await writeFile(file, '', { mode: 0o600 })
        const columns = sql.join(
          table.columns.map((column) => sql`t.${sql.identifier(column)}`),
          sql`, `,
        )
        let after = '(0,0)'
        let count = 0
        for (;;) {
          const page = await queryRows<{ at: string; row: string }>(
            sql`SELECT t.ctid::text AS at, (SELECT row_to_json(r) FROM (SELECT ${columns}) r)::text AS row
                FROM ${sql.identifier(table.name)} t
                WHERE t.ctid > ${after}::tid ORDER BY t.ctid LIMIT ${PAGE_ROWS}`,
            tx,
          )
          if (page.length === 0) break
          await appendFile(file, page.map((r) => `${r.row}\n`).join(''))
          count += page.length
          after = page.at(-1)!.at
        }
        tables[table.name] = count
      }
      return { migration, tables }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}
