import { createReadStream, existsSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { sql } from 'drizzle-orm'
import type { Database, DatabaseOrTransaction } from '#app/utils/db.server.ts'
import { BackupError } from './backup-manifest.ts'
import { inDependencyOrder, readCatalog, type TableInfo } from './database-catalog.server.ts'

/** rows sent per INSERT (tests pass fewer) */
const BATCH_ROWS = 500

async function* linesOf(file: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })
  for await (const line of lines) if (line !== '') yield line
}

async function insertRows(db: DatabaseOrTransaction, table: TableInfo, lines: string[]): Promise<void> {
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  )
  await db.execute(
    sql`INSERT INTO ${sql.identifier(table.name)} (${columns}) OVERRIDING SYSTEM VALUE
        SELECT ${columns} FROM json_populate_recordset(NULL::${sql.identifier(table.name)}, ${`[${lines.join(',')}]`}::json)`,
  )
}

/**
 * Replace every row of `db` with the dump in `dir` (database-dump.server.ts), in one
 * transaction: a failure leaves the database as it was. The database must be at the
 * dump's migration level (the caller checks). Sequences continue after the restored ids.
 */
export async function loadDatabase(
  db: Database,
  dir: string,
  expected: Record<string, number>,
  options: { batchRows: number } = { batchRows: BATCH_ROWS },
): Promise<void> {
  await db.transaction(async (tx) => {
    const catalog = await readCatalog(tx)
    for (const name of Object.keys(expected)) {
      if (!catalog.has(name)) throw new BackupError(`The archive holds a table the database does not have: ${name}.`)
    }
    const tables = inDependencyOrder([...catalog.values()])
    await tx.execute(
      sql`TRUNCATE ${sql.join(
        tables.map((table) => sql.identifier(table.name)),
        sql`, `,
      )} RESTART IDENTITY CASCADE`,
    )
    for (const table of tables) {
      const file = path.join(dir, `${table.name}.jsonl`)
      if (!(table.name in expected)) continue
      if (!existsSync(file)) throw new BackupError(`The archive is damaged: the rows of ${table.name} are missing.`)
      // a foreign key is checked at the end of its statement: a table that references
      // itself (a category's parent) goes in one statement, whatever the rows' order
      const batchRows = table.references.some((reference) => reference.table === table.name)
        ? Infinity
        : options.batchRows
      let count = 0
      let batch: string[] = []
      for await (const line of linesOf(file)) {
        count++
        batch.push(line)
        if (batch.length >= batchRows) {
          await insertRows(tx, table, batch)
          batch = []
        }
      }
      if (count !== expected[table.name]) {
        throw new BackupError(
          `The archive is damaged: ${table.name} has ${count} rows, its manifest says ${expected[table.name]}.`,
        )
      }
      if (batch.length > 0) await insertRows(tx, table, batch)
      for (const column of table.sequenceColumns) {
        await tx.execute(
          sql`SELECT setval(pg_get_serial_sequence(${table.name}, ${column}),
                 COALESCE((SELECT max(${sql.identifier(column)}) FROM ${sql.identifier(table.name)}), 0) + 1, false)`,
        )
      }
    }
  })
}
