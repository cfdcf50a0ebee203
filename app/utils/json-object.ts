import { sql, type Column, type SQL } from 'drizzle-orm'

/**
 * A JSON object of these columns (or expressions) under these keys, PostgreSQL's
 * json_build_object: a subquery's row as one value of the statement that reads it, so
 * that what would be another statement (another wait at a busy database) comes along.
 */
export function jsonObject(fields: Record<string, Column | SQL>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${key}::text, ${value}`)
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`
}
