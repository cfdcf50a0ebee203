import { and, eq, inArray } from 'drizzle-orm'
import { articles, curatedArticles } from '#db/schema/index.ts'
import type { CuratedList } from '#db/schema/enums.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getDb } from '#app/utils/db.server.ts'
import { holdWriteLock } from '#app/utils/write-locks.server.ts'
import { isVisibleToReaders } from '#app/features/articles/public.server.ts'
import { recordAudit, type AuditActor } from '#app/features/audit/public.server.ts'
import { settingsMessages } from '#app/features/settings/public.ts'

/**
 * Replace a curated list (breaking news, editor's pick) with these article ids, in
 * order: each known and published, none twice (the limits are in the schemas).
 */
export async function replaceCuratedList(list: CuratedList, ids: number[], actor: AuditActor): Promise<void> {
  if (new Set(ids).size !== ids.length) {
    throw new AppError('BAD_REQUEST', settingsMessages.invalidSelection)
  }
  await getDb().transaction(async (tx) => {
    // two saves of one list at once: the second replaces the first's, rather than colliding with it
    await holdWriteLock(tx, `curated:${list}`)
    if (ids.length > 0) {
      // shared locks: an article unpublished or deleted meanwhile either waits for this list
      // (and then leaves it, article-save.server.ts) or is no longer found here
      const found = await tx
        .select({ id: articles.id })
        .from(articles)
        .where(and(inArray(articles.id, ids), isVisibleToReaders()))
        .for('share')
      if (found.length !== ids.length) {
        throw new AppError('BAD_REQUEST', settingsMessages.onlyPublished)
      }
    }
    await tx.delete(curatedArticles).where(eq(curatedArticles.list, list))
    if (ids.length > 0) {
      await tx.insert(curatedArticles).values(ids.map((articleId, position) => ({ list, articleId, position })))
    }
    await recordAudit(tx, { actor, action: 'curation.update', targetLabel: list, details: { list, articleIds: ids } })
  })
}
