import { and, eq, lt } from 'drizzle-orm'
import { articleAutosaves } from '#db/schema/index.ts'
import type { StaffUser } from '#app/features/auth/public.server.ts'
import { getDb, type DatabaseOrTransaction } from '#app/utils/db.server.ts'
import { editableArticle } from '../article-access.server.ts'
import type { ArticleAutosaveAnswer } from './article-editing.types.ts'
import { AUTOSAVE_RETENTION_MS, type AutosaveInput } from './autosave.schema.ts'

/**
 * A staff user's unsaved changes to an article, kept on the server while the editor
 * is open. Only article_autosaves is written: the article, its
 * status and its version stay as they are, and no content notice is sent (migration
 * 0014 gives this table no trigger). One draft per user and article.
 */

interface AutosaveOptions {
  actor: StaffUser
  articleId: number
}

const ownDraft = (articleId: number, userId: number) =>
  and(eq(articleAutosaves.articleId, articleId), eq(articleAutosaves.userId, userId))

export async function getAutosave({ actor, articleId }: AutosaveOptions): Promise<ArticleAutosaveAnswer> {
  const db = getDb()
  await editableArticle(db, actor, articleId)
  const [row] = await db.select().from(articleAutosaves).where(ownDraft(articleId, actor.id))
  if (!row) return { autosave: null }
  return { autosave: { draft: row.draft, baseVersion: row.baseVersion, updatedAt: row.updatedAt.toISOString() } }
}

export async function saveAutosave(
  options: AutosaveOptions & { input: AutosaveInput; now?: Date },
): Promise<ArticleAutosaveAnswer> {
  const { actor, articleId, input, now = new Date() } = options
  const db = getDb()
  await editableArticle(db, actor, articleId)
  const values = { draft: input.draft, baseVersion: input.baseVersion, updatedAt: now }
  await db
    .insert(articleAutosaves)
    .values({ articleId, userId: actor.id, ...values })
    .onConflictDoUpdate({ target: [articleAutosaves.articleId, articleAutosaves.userId], set: values })
  return { autosave: { ...values, updatedAt: now.toISOString() } }
}

export async function discardAutosave({ actor, articleId }: AutosaveOptions): Promise<void> {
  const db = getDb()
  await editableArticle(db, actor, articleId)
  await autosaveDeletion(db, articleId, actor.id)
}

/**
 * The statement that deletes this user's draft, not yet run: the article's save made
 * their changes current, so the draft has served (articles.server.ts runs it with the
 * save's other records).
 */
export function autosaveDeletion(db: DatabaseOrTransaction, articleId: number, userId: number) {
  return db.delete(articleAutosaves).where(ownDraft(articleId, userId))
}

/** Drafts untouched for 30 days (the scheduled cleanup); answers how many were deleted. */
export async function deleteExpiredAutosaves(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUTOSAVE_RETENTION_MS)
  const deleted = await getDb()
    .delete(articleAutosaves)
    .where(lt(articleAutosaves.updatedAt, cutoff))
    .returning({ articleId: articleAutosaves.articleId })
  return deleted.length
}
