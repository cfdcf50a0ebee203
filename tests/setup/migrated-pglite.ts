import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createEmbeddedClient, openDatabase } from '#app/utils/db.server.ts'

declare module 'vitest' {
  interface ProvidedContext {
    /** a file holding a migrated, empty embedded database (`PGlite.dumpDataDir`) */
    migratedPglite: string
  }
}

/**
 * Global setup of the embedded-database tests: migrate one database and keep its
 * copy, from which each test file starts (test-database.ts). Creating and
 * migrating a PGlite takes 3–4 s on the 2-core machine, loading the copy about 1 s.
 */
export default async function setup({ provide }: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'newsroom-migrated-'))
  const database = await openDatabase({ dataDir: folder })
  await database.migrate()
  await database.close()
  const client = await createEmbeddedClient(folder)
  const copy = path.join(folder, 'migrated.tar')
  writeFileSync(copy, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
  await client.close()
  provide('migratedPglite', copy)
  return () => rmSync(folder, { recursive: true, force: true })
}
