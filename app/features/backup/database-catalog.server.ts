import { sql } from 'drizzle-orm'
import { queryRows, type DatabaseOrTransaction } from '#app/utils/db.server.ts'

/**
 * Our tables as the database itself describes them (pg_catalog): every base table of
 * the public schema with its columns and foreign keys. Dump and restore read it so they
 * follow the schema of the migration level they meet, not a list kept by hand.
 */
export interface TableInfo {
  name: string
  /** columns a row is written with (generated columns are computed again) */
  columns: string[]
  /** columns filled from a sequence (identity or serial): set past the restored rows */
  sequenceColumns: string[]
  /** single-column foreign keys */
  references: { column: string; table: string; referencedColumn: string }[]
}

const SAFE_NAME = /^[a-z_][a-z0-9_]*$/

export async function readCatalog(db: DatabaseOrTransaction): Promise<Map<string, TableInfo>> {
  const columns = await queryRows<{ table: string; column: string; generated: boolean; sequence: boolean }>(
    sql`SELECT c.relname AS "table", a.attname AS "column", a.attgenerated <> '' AS generated,
          pg_get_serial_sequence(quote_ident(c.relname), a.attname) IS NOT NULL AS sequence
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
          AND a.attnum > 0 AND NOT a.attisdropped
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
        ORDER BY c.relname, a.attnum`,
    db,
  )
  const foreignKeys = await queryRows<{ table: string; column: string; references: string; referencedColumn: string }>(
    sql`SELECT c.relname AS "table", a.attname AS "column", r.relname AS "references", ra.attname AS "referencedColumn"
        FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid
        JOIN pg_class r ON r.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
        JOIN pg_attribute ra ON ra.attrelid = k.confrelid AND ra.attnum = k.confkey[1]
        WHERE k.contype = 'f' AND n.nspname = 'public'`,
    db,
  )
  const tables = new Map<string, TableInfo>()
  for (const row of columns) {
    if (!SAFE_NAME.test(row.table) || !SAFE_NAME.test(row.column)) {
      throw new Error(`Unexpected name in the schema: ${row.table}.${row.column}`)
    }
    const table = tables.get(row.table) ?? { name: row.table, columns: [], sequenceColumns: [], references: [] }
    tables.set(row.table, table)
    if (!row.generated) table.columns.push(row.column)
    if (row.sequence) table.sequenceColumns.push(row.column)
  }
  for (const key of foreignKeys) {
    tables.get(key.table)?.references.push({
      column: key.column,
      table: key.references,
      referencedColumn: key.referencedColumn,
    })
  }
  return tables
}

/** Tables ordered so each comes after the tables it references (a table's references to itself aside). */
export function inDependencyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((table) => [table.name, table]))
  const ordered: TableInfo[] = []
  const placed = new Set<string>()
  const visiting = new Set<string>()
  const visit = (table: TableInfo) => {
    if (placed.has(table.name) || visiting.has(table.name)) return
    visiting.add(table.name)
    for (const reference of table.references) {
      const target = byName.get(reference.table)
      if (target && target !== table) visit(target)
    }
    visiting.delete(table.name)
    placed.add(table.name)
    ordered.push(table)
  }
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table)
  return ordered
}
