import { eq, inArray } from 'drizzle-orm'
import { articleTags, tags } from '#db/schema/index.ts'
import type { Transaction } from '#app/utils/db.server.ts'

/**
 * An article's tags as the form gives them (unknown ids left out, each once), written
 * in the save's transaction only when they differ from `stored` (the ids it has, sorted:
 * none for a new article); answers the ids it now has, sorted.
 */
export async function saveArticleTags(
  tx: Transaction,
  articleId: number,
  stored: number[],
  wanted: number[],
): Promise<number[]> {
  const unique = [...new Set(wanted)].sort((a, b) => a - b)
  if (unique.length === stored.length && unique.every((tagId, i) => tagId === stored[i])) return stored
  if (stored.length) await tx.delete(articleTags).where(eq(articleTags.articleId, articleId))
  if (unique.length === 0) return []
  // a tag deleted meanwhile waits for this write to commit (key share), or is not among these
  const known = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, unique)).for('key share')
  const tagIds = known.map((row) => row.id).sort((a, b) => a - b)
  if (tagIds.length) await tx.insert(articleTags).values(tagIds.map((tagId) => ({ articleId, tagId })))
  return tagIds
}
