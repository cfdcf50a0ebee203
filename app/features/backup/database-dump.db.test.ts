import { mkdtempSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { articles, categories } from '#db/schema/index.ts'
import { getDb, queryRows } from '#app/utils/db.server.ts'
import { createArticle, createCategory, createUser } from '#tests/factories/index.ts'
import { readCatalog } from './database-catalog.server.ts'
import { dumpDatabase } from './database-dump.server.ts'
import { loadDatabase } from './database-load.server.ts'
import { codeMigrationLevel } from './migration-level.server.ts'

/** The logical dump and its load, on PGlite and on PostgreSQL: every row comes back as it was. */
const dumpDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'newsroom-dump-')), 'database')

/** every row of every table, as the database prints it, in a stable order */
async function everyRow(): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {}
  for (const table of (await readCatalog(getDb())).values()) {
    const rows = await queryRows<{ row: string }>(
      sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(table.name)} t`,
    )
    result[table.name] = rows.map((r) => r.row).sort()
  }
  return result
}

async function someContent() {
  const author = await createUser({ role: 'editor', firstName: 'Μαρία' })
  // a category whose row comes before its parent's in the table: the load must order them
  const child = await createCategory({ slug: 'child', name: 'Παιδί' })
  const parent = await createCategory({ slug: 'parent', name: 'Γονιός' })
  await getDb().update(categories).set({ parentId: parent.id }).where(eq(categories.id, child.id))
  await getDb().update(categories).set({ description: 'μετά' }).where(eq(categories.id, parent.id))
  const article = await createArticle({
    categoryId: child.id,
    authorId: author.id,
    title: 'Harbour "quotes", \\ back\nslash',
    titleGr: 'Λιμάνι της Αθήνας',
    content: '<p>Κείμενο με εμφάση</p>',
    galleryImages: ['/objects/uploads/a', '/objects/uploads/b'],
  })
  return { child, parent, article }
}

describe('database dump and load', () => {
  it('brings back every row of every table, sequences continue and generated search columns are computed again', async () => {
    const { child, article } = await someContent()
    const before = await everyRow()
    const dir = dumpDir()
    const dump = await dumpDatabase(getDb(), dir)
    expect(dump.migration).toEqual(await codeMigrationLevel())
    expect(dump.tables).toMatchObject({ categories: 2, articles: 1, users: 1, site_settings: 1 })

    await getDb().delete(articles)
    await getDb().update(categories).set({ name: 'Άλλο' })
    await createCategory({ slug: 'later' })

    // one row per statement: the child category's row, dumped before its parent's, still goes in
    await loadDatabase(getDb(), dir, dump.tables, { batchRows: 1 })
    expect(await everyRow()).toEqual(before)
    const added = await createCategory({ slug: 'after-restore' })
    expect(added.id).toBeGreaterThan(child.id + 1)
    const found = await queryRows<{ id: number }>(
      sql`SELECT id FROM articles WHERE search_vector @@ to_tsquery('simple', newsroom_search_normalize('ΑΘΗΝΑΣ'))`,
    )
    expect(found.map((r) => r.id)).toEqual([article.id])
  })

  it('refuses rows that do not match the manifest and leaves the database as it was', async () => {
    await someContent()
    const dir = dumpDir()
    const dump = await dumpDatabase(getDb(), dir)
    const file = path.join(dir, 'categories.jsonl')
    await writeFile(file, (await readFile(file, 'utf8')).split('\n').slice(1).join('\n'))
    await createCategory({ slug: 'kept' })
    const before = await everyRow()
    await expect(loadDatabase(getDb(), dir, dump.tables)).rejects.toThrow(
      'The archive is damaged: categories has 1 rows, its manifest says 2.',
    )
    expect(await everyRow()).toEqual(before)
  })
})
