import { AppError, fieldError } from '#app/utils/app-error.ts'
import { databaseRefusal, SQLSTATE } from '#app/utils/database-errors.ts'
import { articleMessages } from './article.messages.ts'

/**
 * The answer to an article's write that the database refused because a row it names
 * went meanwhile (it was there when checked, and another request deleted it before
 * the commit): its category (the form's field), or the article itself (its tags,
 * revision or audit entry then name no article). Undefined for any other error.
 */
export function articleWriteRefusal(error: unknown): AppError | undefined {
  const refusal = databaseRefusal(error)
  if (refusal?.code !== SQLSTATE.foreignKeyViolation) return undefined
  if (refusal.constraint === 'articles_category_id_categories_id_fk') {
    return fieldError('categoryId', articleMessages.categoryRequired)
  }
  if (refusal.constraint?.endsWith('_article_id_articles_id_fk')) {
    return new AppError('NOT_FOUND', articleMessages.notFound)
  }
  return undefined
}
