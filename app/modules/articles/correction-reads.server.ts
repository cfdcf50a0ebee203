import { asc, eq, inArray, type SQL } from 'drizzle-orm'
import { articleCorrections, articles, users } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'

/**
 * Reading an article's correction notes (issue 17), for its public page and for the
 * newsroom (article-corrections.server.ts): always oldest first.
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

/** The corrections of the article at `slug` (read with the article, in the same round trip). */
export const ofArticleAt = (slug: string) =>
  inArray(
    articleCorrections.articleId,
    getDb().select({ id: articles.id }).from(articles).where(eq(articles.slug, slug)),
  )

/** A published article's corrections for its page, oldest first (no author: readers see the newsroom's note). */
export async function publicCorrections(which: SQL): Promise<PublicCorrection[]> {
  const rows = await readCorrections(which)
  return rows.map(({ id, text, textGr, createdAt }) => ({ id, text, textGr, createdAt: createdAt.toISOString() }))
}
