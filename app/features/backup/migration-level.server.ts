import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { queryRows, type DatabaseOrTransaction } from '#app/utils/db.server.ts'
import { MIGRATIONS_DIR } from '#app/utils/project-root.server.ts'
import { BackupError, type MigrationLevel } from './backup-manifest.ts'

/**
 * Migration levels: how far a database (or this version of the code) is along the
 * committed migrations of db/migrations, as drizzle-kit's journal lists them.
 */
interface JournalEntry {
  idx: number
  when: number
  tag: string
}
interface Journal {
  entries: JournalEntry[]
}

async function readJournal(): Promise<Journal> {
  return JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal
}

const levelOf = (entries: JournalEntry[], index: number): MigrationLevel => ({
  count: index + 1,
  latest: entries[index]?.tag ?? '',
})

/** The level this version of the code migrates a database to. */
export async function codeMigrationLevel(): Promise<MigrationLevel> {
  const { entries } = await readJournal()
  return levelOf(entries, entries.length - 1)
}

/**
 * The level of a database: its last applied migration, found in drizzle's own table.
 * null for a database no migration ran on; a BackupError when that migration is not
 * one of this code's (made by a newer version).
 */
export async function databaseMigrationLevel(db: DatabaseOrTransaction): Promise<MigrationLevel | null> {
  const [table] = await queryRows<{ name: string | null }>(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`,
    db,
  )
  if (!table?.name) return null
  const [last] = await queryRows<{ when: string | number }>(
    sql`SELECT created_at AS "when" FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    db,
  )
  if (!last) return null
  const { entries } = await readJournal()
  const index = entries.findIndex((entry) => entry.when === Number(last.when))
  if (index < 0) {
    throw new BackupError(
      'The database has a migration this version does not know (made by a newer version): update the code first.',
    )
  }
  return levelOf(entries, index)
}

/** Is `level` one this code knows (same tag at the same place)? */
export async function isKnownLevel(level: MigrationLevel): Promise<boolean> {
  const { entries } = await readJournal()
  return level.count >= 1 && entries[level.count - 1]?.tag === level.latest
}

/**
 * A temporary migrations folder holding only the first `level.count` migrations, so an
 * empty database can be brought to exactly an archive's level (the next start applies
 * the rest). Returns the folder and a function that removes it.
 */
export async function migrationsUpTo(level: MigrationLevel): Promise<{ folder: string; remove: () => Promise<void> }> {
  const journal = await readJournal()
  const entries = journal.entries.slice(0, level.count)
  const folder = await mkdtemp(path.join(tmpdir(), 'newsroom-migrations-'))
  await mkdir(path.join(folder, 'meta'))
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const entry of entries) {
    await copyFile(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`))
  }
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) }
}
