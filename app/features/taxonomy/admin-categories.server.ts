import { asc, count, eq, inArray, sql } from 'drizzle-orm'
import { articles, categories, tags } from '#db/schema/index.ts'
import { AppError, fieldError } from '#app/utils/app-error.ts'
import { getDb, type Transaction } from '#app/utils/db.server.ts'
import { holdWriteLock } from '#app/utils/write-locks.server.ts'
import { slugify } from '#app/utils/slug.ts'
import { addressesShowingCategory } from '#server/runtime/public.server.ts'
import { purgeFromCdn } from '#server/runtime/public.server.ts'
import { changedFields } from '#app/features/audit/public.ts'
import { recordAudit, type AuditActor } from '#app/features/audit/public.server.ts'
import type { CategoryInput } from './category.schema.ts'
import { categoryMessages, tagMessages } from './category.messages.ts'
import type { AdminCategory, AdminTag } from './category.types.ts'

/** Categories (one level of nesting) and tags, as the newsroom manages them. */

/** A category as the API answers it (dates as ISO text, as JSON writes them). */
function toAdmin(row: typeof categories.$inferSelect): AdminCategory {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }
}

export async function listCategories(): Promise<AdminCategory[]> {
  const rows = await getDb().select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name))
  return rows.map(toAdmin)
}

/**
 * A slug no other category (or tag) has: the base, else base-2, base-3, … Called in the
 * transaction that writes it, after its table's write lock: two written at once get two.
 */
async function uniqueSlug(
  tx: Transaction,
  table: typeof categories | typeof tags,
  text: string,
  exceptId?: number,
): Promise<string> {
  const base = slugify(text, table === tags ? 'tag' : 'category')
  const rows = await tx
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(sql`${table.slug} = ${base} or ${table.slug} like ${`${base}-%`}`)
  const used = new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug))
  if (!used.has(base)) return base
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
}

/**
 * Categories are written one at a time (holdWriteLock): a slug, a parent and a
 * category's being unused are each checked and then relied on by the same write.
 */
const CATEGORY_WRITES = 'categories'
const TAG_WRITES = 'tags'

/** A parent must exist, be top-level and not be the category itself; a parent of others cannot become a child. */
async function assertValidParent(tx: Transaction, parentId: number | null, selfId?: number): Promise<void> {
  if (parentId === null) return
  if (parentId === selfId) throw fieldError('parentId', categoryMessages.parentSelf)
  const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId))
  if (!parent) throw fieldError('parentId', categoryMessages.parentMissing)
  if (parent.parentId !== null) {
    throw fieldError('parentId', categoryMessages.parentNotMain)
  }
  if (selfId !== undefined) {
    const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, selfId))
    if ((children?.n ?? 0) > 0) {
      throw fieldError('parentId', categoryMessages.parentHasChildren)
    }
  }
}

export async function createCategory(input: CategoryInput, actor: AuditActor): Promise<AdminCategory> {
  const row = await getDb().transaction(async (tx) => {
    await holdWriteLock(tx, CATEGORY_WRITES)
    await assertValidParent(tx, input.parentId)
    const slug = await uniqueSlug(tx, categories, input.nameEn ?? input.name)
    const [created] = await tx
      .insert(categories)
      .values({ ...input, nameGr: input.name, slug })
      .returning()
    await recordAudit(tx, { actor, action: 'category.create', targetId: created!.id, targetLabel: created!.name })
    return created!
  })
  return toAdmin(row)
}

export async function updateCategory(id: number, input: CategoryInput, actor: AuditActor): Promise<AdminCategory> {
  const row = await getDb().transaction(async (tx) => {
    await holdWriteLock(tx, CATEGORY_WRITES)
    const [current] = await tx.select().from(categories).where(eq(categories.id, id))
    if (!current) throw new AppError('NOT_FOUND', categoryMessages.notFound)
    await assertValidParent(tx, input.parentId, id)
    const [updated] = await tx
      .update(categories)
      .set({ ...input, nameGr: input.name, updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning()
    const changed = changedFields(current, updated!, Object.keys(input) as (keyof CategoryInput)[])
    await recordAudit(tx, {
      actor,
      action: 'category.update',
      targetId: id,
      targetLabel: updated!.name,
      details: { changed },
    })
    return updated!
  })
  return toAdmin(row)
}

/**
 * Refused while the category has articles or sub-categories. Its row is locked first
 * (for update): an article being written into it meanwhile is either counted here (it
 * committed first) or refused by its foreign key once this delete commits.
 */
export async function deleteCategory(id: number, actor: AuditActor): Promise<void> {
  const current = await getDb().transaction(async (tx) => {
    await holdWriteLock(tx, CATEGORY_WRITES)
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update')
    if (!row) throw new AppError('NOT_FOUND', categoryMessages.notFound)
    const [[inUse], [children]] = await Promise.all([
      tx.select({ n: count() }).from(articles).where(eq(articles.categoryId, id)),
      tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id)),
    ])
    const articleCount = inUse?.n ?? 0
    if (articleCount === 1) throw new AppError('BAD_REQUEST', categoryMessages.hasOneArticle)
    if (articleCount > 1) {
      throw new AppError('BAD_REQUEST', categoryMessages.hasArticles, { params: { count: articleCount } })
    }
    const childCount = children?.n ?? 0
    if (childCount === 1) throw new AppError('BAD_REQUEST', categoryMessages.hasOneSubcategory)
    if (childCount > 1) {
      throw new AppError('BAD_REQUEST', categoryMessages.hasSubcategories, { params: { count: childCount } })
    }
    await tx.delete(categories).where(eq(categories.id, id))
    await recordAudit(tx, { actor, action: 'category.delete', targetId: id, targetLabel: row.name })
    return row
  })
  // its page and feed answer "not found" now; a CDN must not keep serving them
  void purgeFromCdn(addressesShowingCategory(current.slug))
}

export async function listTags(): Promise<AdminTag[]> {
  return getDb().select({ id: tags.id, name: tags.name, slug: tags.slug }).from(tags).orderBy(asc(tags.name))
}

/** Create the named tags; names that exist already (in any letter case) are not duplicated. */
export async function createTags(names: string[], actor: AuditActor): Promise<AdminTag[]> {
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
  const created: AdminTag[] = []
  for (const name of unique.filter((n) => !known.has(n.toLowerCase()))) {
    const row = await getDb().transaction(async (tx) => {
      await holdWriteLock(tx, TAG_WRITES)
      const slug = await uniqueSlug(tx, tags, name)
      const [inserted] = await tx
        .insert(tags)
        .values({ name, slug })
        .onConflictDoNothing()
        .returning({ id: tags.id, name: tags.name, slug: tags.slug })
      if (inserted) await recordAudit(tx, { actor, action: 'tag.create', targetId: inserted.id, targetLabel: name })
      return inserted
    })
    if (row) created.push(row)
  }
  return created
}

export async function deleteTag(id: number, actor: AuditActor): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [deleted] = await tx.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id, name: tags.name })
    if (!deleted) throw new AppError('NOT_FOUND', tagMessages.notFound)
    await recordAudit(tx, { actor, action: 'tag.delete', targetId: id, targetLabel: deleted.name })
  })
}
