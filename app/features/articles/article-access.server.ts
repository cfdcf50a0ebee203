import { eq } from 'drizzle-orm'
import { articles } from '#db/schema/index.ts'
import type { StaffUser } from '#app/features/auth/public.server.ts'
import { AppError } from '#app/utils/app-error.ts'
import type { DatabaseOrTransaction } from '#app/utils/db.server.ts'
import { canEditArticle } from './article-rules.ts'
import { articleMessages } from './article.messages.ts'

/**
 * The article `actor` is about to work on in the editor: 404 when there is none,
 * 403 when they may not edit it (article-rules.ts). Reads only what the rule needs.
 */
export async function editableArticle(
  db: DatabaseOrTransaction,
  actor: StaffUser,
  articleId: number,
): Promise<{ id: number; version: number }> {
  const [row] = await db
    .select({ id: articles.id, authorId: articles.authorId, status: articles.status, version: articles.version })
    .from(articles)
    .where(eq(articles.id, articleId))
  if (!row) throw new AppError('NOT_FOUND', articleMessages.notFound)
  if (!canEditArticle(actor, row)) throw new AppError('FORBIDDEN', articleMessages.editForbidden)
  return { id: row.id, version: row.version }
}
