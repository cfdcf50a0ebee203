import { asc, count, eq, inArray, sql } from 'drizzle-orm'
import { articles, categories, tags } from '#db/schema/index.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getDb } from '#app/utils/db.server.ts'
import { slugify } from '#app/modules/articles/slug.ts'
import type { CategoryInput } from './category.schema.ts'

/** Categories (one level of nesting) and tags, as the newsroom manages them. */

export async function listCategories() {
  return getDb().select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name))
}

async function uniqueSlug(table: typeof categories | typeof tags, text: string, exceptId?: number): Promise<string> {
  const base = slugify(text, table === tags ? 'tag' : 'category')
  const rows = await getDb()
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(sql`${table.slug} = ${base} or ${table.slug} like ${`${base}-%`}`)
  const used = new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug))
  if (!used.has(base)) return base
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
}

/** A parent must exist, be top-level and not be the category itself; a parent of others cannot become a child. */
async function assertValidParent(parentId: number | null, selfId?: number): Promise<void> {
  if (parentId === null) return
  if (parentId === selfId)
    throw new AppError('BAD_REQUEST', 'A category cannot be its own parent.', {
      parentId: 'A category cannot be its own parent.',
    })
  const [parent] = await getDb().select().from(categories).where(eq(categories.id, parentId))
  if (!parent)
    throw new AppError('BAD_REQUEST', 'The parent category does not exist.', {
      parentId: 'The parent category does not exist.',
    })
  if (parent.parentId !== null) {
    throw new AppError('BAD_REQUEST', 'Only a main category can be a parent (one level of nesting).', {
      parentId: 'Only a main category can be a parent (one level of nesting).',
    })
  }
  if (selfId !== undefined) {
    const [children] = await getDb().select({ n: count() }).from(categories).where(eq(categories.parentId, selfId))
    if ((children?.n ?? 0) > 0) {
      throw new AppError('BAD_REQUEST', 'A category with sub-categories cannot become a sub-category itself.', {
        parentId: 'A category with sub-categories cannot become a sub-category itself.',
      })
    }
  }
}

export async function createCategory(input: CategoryInput) {
  await assertValidParent(input.parentId)
  const [row] = await getDb()
    .insert(categories)
    .values({ ...input, nameGr: input.name, slug: await uniqueSlug(categories, input.nameEn ?? input.name) })
    .returning()
  return row!
}

export async function updateCategory(id: number, input: CategoryInput) {
  const [current] = await getDb().select().from(categories).where(eq(categories.id, id))
  if (!current) throw new AppError('NOT_FOUND', 'Category not found')
  await assertValidParent(input.parentId, id)
  const [row] = await getDb()
    .update(categories)
    .set({ ...input, nameGr: input.name, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning()
  return row!
}

/** Refused while the category has articles or sub-categories. */
export async function deleteCategory(id: number): Promise<void> {
  const db = getDb()
  const [current] = await db.select().from(categories).where(eq(categories.id, id))
  if (!current) throw new AppError('NOT_FOUND', 'Category not found')
  const [[inUse], [children]] = await Promise.all([
    db.select({ n: count() }).from(articles).where(eq(articles.categoryId, id)),
    db.select({ n: count() }).from(categories).where(eq(categories.parentId, id)),
  ])
  if ((inUse?.n ?? 0) > 0) {
    throw new AppError(
      'BAD_REQUEST',
      `Cannot delete category: it has ${inUse!.n} article${inUse!.n === 1 ? '' : 's'}. Move them to another category first.`,
    )
  }
  if ((children?.n ?? 0) > 0) {
    throw new AppError(
      'BAD_REQUEST',
      `Cannot delete category: it has ${children!.n} sub-categor${children!.n === 1 ? 'y' : 'ies'}. Delete or move them first.`,
    )
  }
  await db.delete(categories).where(eq(categories.id, id))
}

export async function listTags() {
  return getDb().select({ id: tags.id, name: tags.name, slug: tags.slug }).from(tags).orderBy(asc(tags.name))
}

/** Create the named tags; names that exist already (in any letter case) are not duplicated. */
export async function createTags(names: string[]) {
  const unique = [...new Map(names.map((n) => [n.toLocaleLowerCase('el'), n])).values()]
  const existing = await getDb()
    .select({ name: tags.name })
    .from(tags)
    .where(
      inArray(
        sql`lower(${tags.name})`,
        unique.map((n) => n.toLowerCase()),
      ),
    )
  const known = new Set(existing.map((t) => t.name.toLowerCase()))
  const created = []
  for (const name of unique.filter((n) => !known.has(n.toLowerCase()))) {
    const [row] = await getDb()
      .insert(tags)
      .values({ name, slug: await uniqueSlug(tags, name) })
      .onConflictDoNothing()
      .returning({ id: tags.id, name: tags.name, slug: tags.slug })
    if (row) created.push(row)
  }
  return created
}

export async function deleteTag(id: number): Promise<void> {
  const deleted = await getDb().delete(tags).where(eq(tags.id, id)).returning({ id: tags.id })
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Tag not found')
}
