import type { articles } from '#db/schema/index.ts'
import { AppError } from '#app/utils/app-error.ts'
import type { Transaction } from '#app/utils/db.server.ts'
import { siteDateTime } from '#app/utils/dates.ts'
import { lastSave, readStoredState, withBaselineRevision, type StoredArticleState } from './article-revisions.server.ts'
import { articleMessages } from './article.messages.ts'

/**
 * No silent overwrite (issue 17): a save locks the article's row for its transaction,
 * so saves of one article take turns, and one naming a version that is no longer
 * current is refused with who saved last and when. Without a version it saves (SPEC.md).
 */

type ArticleRow = typeof articles.$inferSelect

/**
 * The article's stored state (its row, tags, corrections and newest revision), the row
 * locked until the caller's transaction ends, after checking the version the writer saw
 * (`expectedVersion`); an article with no revision yet first gets its baseline, so its
 * history shows what it said before this save (`latest` is then the baseline's snapshot).
 */
export async function lockArticleForSave(
  tx: Transaction,
  id: number,
  expectedVersion: number | null | undefined,
): Promise<StoredArticleState> {
  const state = await readStoredState(tx, id, { lock: true })
  if (expectedVersion != null && expectedVersion !== state.row.version) throw await versionConflict(tx, state.row)
  return { ...state, latest: await withBaselineRevision(tx, state) }
}

/** 409: who saved the version now current, and when (`time` in the site's zone, `savedAt` exact). */
async function versionConflict(tx: Transaction, row: ArticleRow): Promise<AppError> {
  const { author, savedAt } = await lastSave(tx, row)
  const when = { time: siteDateTime(savedAt), savedAt: savedAt.toISOString(), version: row.version }
  return author
    ? new AppError('CONFLICT', articleMessages.versionConflict, {
        params: { name: `${author.firstName} ${author.lastName}`.trim(), ...when },
      })
    : new AppError('CONFLICT', articleMessages.versionConflictUnknown, { params: when })
}
