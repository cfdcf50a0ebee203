import type { TestProject } from 'vitest/node'
import { openDatabase } from '#app/utils/db.server.ts'
import { createPostgresDatabase } from './test-database.ts'

declare module 'vitest' {
  interface ProvidedContext {
    /** a migrated, empty PostgreSQL database each test file's database is copied from */
    migratedPostgres: string
  }
}

/**
 * Global setup of the PostgreSQL tests: migrate one database, from which each test
 * file's is copied (`CREATE DATABASE … TEMPLATE`, test-database.ts) instead of
 * migrating its own. Nothing stays connected to it, as a template requires.
 */
export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  const template = await createPostgresDatabase('newsroom_template')
  const database = await openDatabase({ databaseUrl: template.url })
  await database.migrate()
  await database.close()
  provide('migratedPostgres', new URL(template.url).pathname.slice(1))
  return template.drop
}
