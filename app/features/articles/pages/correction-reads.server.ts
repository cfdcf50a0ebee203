import { asc, eq, type SQL } from 'drizzle-orm'
import { articleCorrections, users } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'

/**
 * Reading an article's correction notes for the newsroom
 * (article-corrections.server.ts), oldest first; the article's page reads what readers
 * see of them with the article (public-article-page.server.ts).
 */

/** What readers see of a correction: its texts and when it was made. */
export interface PublicCorrection {
  id: number
  text: string
  textGr: string | null
  createdAt: string
}

const correctionColumns = {
  id: articleCorrections.id,
  articleId: articleCorrections.articleId,
  text: articleCorrections.text,
  textGr: articleCorrections.textGr,
  createdAt: articleCorrections.createdAt,
  authorId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  nickname: users.nickname,
}

/** Corrections, oldest first, with their authors. */
export function readCorrections(where: SQL) {
  return getDb()
    .select(correctionColumns)
    .from(articleCorrections)
    .leftJoin(users, eq(users.id, articleCorrections.authorId))
    .where(where)
    .orderBy(asc(articleCorrections.createdAt), asc(articleCorrections.id))
}

export const ofArticle = (articleId: number) => eq(articleCorrections.articleId, articleId)
