import type { articles } from '#db/schema/index.ts'
import type { DatabaseOrTransaction } from '#app/utils/db.server.ts'
import { ArticleInputSchema } from '../article.schema.ts'
import { changedFields } from '#app/features/audit/public.ts'
import { auditEntryInsert, recordAudit, type AuditActor } from '#app/features/audit/public.server.ts'

/** The audit entries of an article's writes (articles.server.ts), each in the write's transaction. */

type ArticleRow = typeof articles.$inferSelect

/** Compared apart (tags) or not an edit (the save's version). */
const NOT_COMPARED = new Set<string>(['tagIds', 'version'])

/** The fields an editor changes: the article form's (its schema), in its order. */
const EDITABLE_FIELDS = ArticleInputSchema.keyof().options.filter((key) => !NOT_COMPARED.has(key))

export async function recordArticleCreate(db: DatabaseOrTransaction, actor: AuditActor, row: ArticleRow) {
  const details = { status: row.status }
  await recordAudit(db, { actor, action: 'article.create', targetId: row.id, targetLabel: row.title, details })
}

/**
 * A save's entry, as a statement not yet run (the save runs it with its other records):
 * article.restore when it makes an earlier revision current again (the revision's id in
 * the details), else article.publish when it becomes published, article.unpublish when
 * it leaves published, article.update otherwise; the details name the fields that changed.
 */
export function articleSaveAudit(
  db: DatabaseOrTransaction,
  save: {
    actor: AuditActor
    before: ArticleRow
    after: ArticleRow
    tagsBefore: number[]
    tagsAfter: number[]
    restoredFrom?: number
  },
) {
  const { before, after } = save
  const changed: string[] = changedFields(before, after, EDITABLE_FIELDS)
  const sortedTags = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b)
  if (changedFields({ tags: sortedTags(save.tagsBefore) }, { tags: sortedTags(save.tagsAfter) }, ['tags']).length) {
    changed.push('tagIds')
  }
  const wasPublished = before.status === 'published'
  const isPublished = after.status === 'published'
  const action = save.restoredFrom
    ? 'article.restore'
    : isPublished && !wasPublished
      ? 'article.publish'
      : wasPublished && !isPublished
        ? 'article.unpublish'
        : 'article.update'
  const statusChange = before.status === after.status ? {} : { from: before.status, to: after.status }
  const details = save.restoredFrom
    ? { changed, revisionId: save.restoredFrom, ...statusChange }
    : action === 'article.update'
      ? { changed }
      : { changed, from: before.status, to: after.status }
  return auditEntryInsert(db, { actor: save.actor, action, targetId: after.id, targetLabel: after.title, details })
}

export async function recordArticleDelete(db: DatabaseOrTransaction, actor: AuditActor, row: ArticleRow) {
  const details = { status: row.status }
  await recordAudit(db, { actor, action: 'article.delete', targetId: row.id, targetLabel: row.title, details })
}
