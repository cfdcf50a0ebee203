import { createReadStream, existsSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { sql } from 'drizzle-orm'
import type { Database } from '#app/utils/db.server.ts'
import { BackupError } from './backup-manifest.ts'
import { inDependencyOrder, readCatalog, type TableInfo } from './database-catalog.server.ts'

/** rows sent per INSERT */
const BATCH_ROWS = 500

async function* linesOf(file: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })
  for await (const line of lines) if (line !== '') yield line
}

/**
 * Rows of a table that references itself (a category's parent), parents first, so
 * each INSERT finds the row it points to.
 */
function parentsFirst(lines: string[], table: TableInfo): string[] {
  const selfReferences = table.references.filter((reference) => reference.table === table.name)
  if (selfReferences.length === 0) return lines
  const rows = lines.map((line) => ({ line, values: JSON.parse(line) as Record<string, unknown> }))
  const present = (column: string) => new Set(rows.map((row) => row.values[column]))
  const keys = new Map(
    selfReferences.map((reference) => [reference.referencedColumn, present(reference.referencedColumn)]),
  )
  const inserted = new Map(selfReferences.map((reference) => [reference.referencedColumn, new Set<unknown>()]))
  const ordered: string[] = []
  let pending = rows
  while (pending.length > 0) {
    const ready = pending.filter((row) =>
      selfReferences.every(({ column, referencedColumn }) => {
        const value = row.values[column]
        return value === null || !keys.get(referencedColumn)!.has(value) || inserted.get(referencedColumn)!.has(value)
      }),
    )
    // a cycle cannot be inserted row by row: let the database say what is wrong
    const next = ready.length > 0 ? ready : pending
    for (const row of next) {
      ordered.push(row.line)
      for (const [column, set] of inserted) set.add(row.values[column])
    }
    const taken = new Set(next)
    pending = pending.filter((row) => !taken.has(row))
  }
  return ordered
}

async function insertRows(db: Database, table: TableInfo, lines: string[]): Promise<void> {
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
export async function loadDatabase(db: Database, dir: string, expected: Record<string, number>): Promise<void> {
  await db.transaction(async (tx) => {
    const target = tx as unknown as Database
    const catalog = await readCatalog(target)
    for (const name of Object.keys(expected)) {
      if (!catalog.has(name)) throw new BackupError(`The archive holds a table the database does not have: ${name}.`)
    }
    const tables = inDependencyOrder([...catalog.values()])
    await target.execute(
      sql`TRUNCATE ${sql.join(
        tables.map((table) => sql.identifier(table.name)),
        sql`, `,
      )} RESTART IDENTITY CASCADE`,
    )
    for (const table of tables) {
      const file = path.join(dir, `${table.name}.jsonl`)
      if (!(table.name in expected)) continue
      if (!existsSync(file)) throw new BackupError(`The archive is damaged: the rows of ${table.name} are missing.`)
      let count = 0
      const selfReferencing = table.references.some((reference) => reference.table === table.name)
      let batch: string[] = []
      const all: string[] = []
      for await (const line of linesOf(file)) {
        count++
        if (selfReferencing) {
          all.push(line)
          continue
        }
        batch.push(line)
        if (batch.length === BATCH_ROWS) {
          await insertRows(target, table, batch)
          batch = []
        }
      }
      if (count !== expected[table.name]) {
        throw new BackupError(
          `The archive is damaged: ${table.name} has ${count} rows, its manifest says ${expected[table.name]}.`,
        )
      }
      const rest = selfReferencing ? parentsFirst(all, table) : batch
      for (let start = 0; start < rest.length; start += BATCH_ROWS) {
        await insertRows(target, table, rest.slice(start, start + BATCH_ROWS))
      }
      for (const column of table.sequenceColumns) {
        await target.execute(
          sql`SELECT setval(pg_get_serial_sequence(${table.name}, ${column}),
                 COALESCE((SELECT max(${sql.identifier(column)}) FROM ${sql.identifier(table.name)}), 0) + 1, false)`,
        )
      }
    }
  })
}
