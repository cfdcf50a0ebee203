import { customType } from 'drizzle-orm/pg-core'

/** PostgreSQL's tsvector (full-text search words), read as text if ever selected. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector'
  },
})
