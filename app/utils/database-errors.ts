/**
 * What PostgreSQL (or the embedded PGlite) said when a statement failed: its SQLSTATE
 * code and the constraint it names. Drizzle wraps the driver's error as `cause`.
 */
export interface DatabaseRefusal {
  code: string
  constraint?: string
}

export function databaseRefusal(error: unknown): DatabaseRefusal | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 3;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown }
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) }
    }
  }
  return undefined
}

/** A unique index refused the row (another request wrote the same value first), on `constraint` if named. */
export const isUniqueViolation = (error: unknown, constraint?: string) => refusedBy(error, '23505', constraint)

/** A foreign key refused the write (the row it names is gone, or still named), on `constraint` if named. */
export const isForeignKeyViolation = (error: unknown, constraint?: string) => refusedBy(error, '23503', constraint)

/** A value the column cannot hold (SQLSTATE class 22: out of range, malformed date or number). */
export const isInvalidValue = (error: unknown) => databaseRefusal(error)?.code.startsWith('22') ?? false

function refusedBy(error: unknown, code: string, constraint: string | undefined): boolean {
  const refusal = databaseRefusal(error)
  return refusal?.code === code && (constraint === undefined || refusal.constraint === constraint)
}
