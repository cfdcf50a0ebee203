/**
 * What PostgreSQL (or the embedded PGlite) said when a statement failed: its SQLSTATE
 * code and the constraint it names. Drizzle wraps the driver's error as `cause`.
 */
export interface DatabaseRefusal {
  code: string
  constraint?: string
}

/**
 * The SQLSTATE codes the product tells apart; `invalidValueClass` begins every code of a
 * value the column cannot hold (out of range, a malformed date or number).
 */
export const SQLSTATE = { uniqueViolation: '23505', foreignKeyViolation: '23503', invalidValueClass: '22' } as const

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

/** A unique index refused the row: another request wrote the same value first. */
export const isUniqueViolation = (error: unknown) => databaseRefusal(error)?.code === SQLSTATE.uniqueViolation
