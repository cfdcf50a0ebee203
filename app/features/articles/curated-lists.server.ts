import { and, eq, sql } from 'drizzle-orm'
import { curatedArticles } from '#db/schema/index.ts'
import type { DatabaseOrTransaction } from '#app/utils/db.server.ts'

/** Take an article out of breaking news and editor's pick, closing the gaps in the order. */
export async function leaveCuratedLists(db: DatabaseOrTransaction, articleId: number): Promise<void> {
  const removed = await db.delete(curatedArticles).where(eq(curatedArticles.articleId, articleId)).returning()
  for (const { list, position } of removed) {
    const rest = await db
      .select()
      .from(curatedArticles)
      .where(and(eq(curatedArticles.list, list), sql`${curatedArticles.position} > ${position}`))
      .orderBy(curatedArticles.position)
    for (const row of rest) {
      await db
        .update(curatedArticles)
        .set({ position: row.position - 1 })
        .where(and(eq(curatedArticles.list, list), eq(curatedArticles.articleId, row.articleId)))
    }
  }
}
