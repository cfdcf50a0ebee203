import type { articles } from '#db/schema/index.ts'
import { AppError } from '#app/utils/app-error.ts'
import type { DatabaseOrTransaction } from '#app/utils/db.server.ts'
import { siteDateTime } from '#app/utils/dates.ts'
import { lastSave } from './article-revisions.server.ts'
import { articleMessages } from '../article.messages.ts'

/**
 * No silent overwrite: a save writes only over the version it read (the
 * update names it: articles.server.ts), so saves of one article take turns, and one
 * naming a version that is no longer current is refused with who saved last and when.
 * Without a version it saves.
 */

type ArticleRow = typeof articles.$inferSelect

/** A save naming a version (`expectedVersion`) that is no longer the article's is refused. */
export async function assertVersionCurrent(
  db: DatabaseOrTransaction,
  row: ArticleRow,
  expectedVersion: number | null | undefined,
): Promise<void> {
  if (expectedVersion != null && expectedVersion !== row.version) throw await versionConflict(db, row)
}

/** 409: who saved the version now current, and when (`time` in the site's zone, `savedAt` exact). */
export async function versionConflict(db: DatabaseOrTransaction, row: ArticleRow): Promise<AppError> {
  const { author, savedAt } = await lastSave(db, row)
  const when = { time: siteDateTime(savedAt), savedAt: savedAt.toISOString(), version: row.version }
  return author
    ? new AppError('CONFLICT', articleMessages.versionConflict, {
        params: { name: `${author.firstName} ${author.lastName}`.trim(), ...when },
      })
    : new AppError('CONFLICT', articleMessages.versionConflictUnknown, { params: when })
}
