import { and, eq, inArray } from 'drizzle-orm'
import { articles, curatedArticles, siteSettings } from '#db/schema/index.ts'
import type { CuratedList } from '#db/schema/enums.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getDb } from '#app/utils/db.server.ts'
import { sanitizeRichText } from '#app/modules/content/sanitize.server.ts'
import { isVisibleToReaders } from '#app/modules/articles/public-articles.server.ts'
import type { SiteFormInput } from './settings.schema.ts'
import { settingsMessages } from './settings.messages.ts'

/** What the newsroom changes in site settings: the site form, curated lists, legal pages. */

export async function updateSiteForm(input: SiteFormInput): Promise<void> {
  await getDb()
    .update(siteSettings)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(siteSettings.id, 1))
}

export async function updateLegalPages(input: { privacyPolicy: string; termsOfUse: string }): Promise<void> {
  await getDb()
    .update(siteSettings)
    .set({
      privacyPolicy: sanitizeRichText(input.privacyPolicy),
      termsOfUse: sanitizeRichText(input.termsOfUse),
      updatedAt: new Date(),
    })
    .where(eq(siteSettings.id, 1))
}

/**
 * Replace a curated list (breaking news, editor's pick) with these article ids, in
 * order: each known and published, none twice (the limits are in the schemas).
 */
export async function replaceCuratedList(list: CuratedList, ids: number[]): Promise<void> {
  if (new Set(ids).size !== ids.length) {
    throw new AppError('BAD_REQUEST', settingsMessages.invalidSelection)
  }
  const db = getDb()
  if (ids.length > 0) {
    const found = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(inArray(articles.id, ids), isVisibleToReaders()))
    if (found.length !== ids.length) {
      throw new AppError('BAD_REQUEST', settingsMessages.onlyPublished)
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(curatedArticles).where(eq(curatedArticles.list, list))
    if (ids.length > 0) {
      await tx.insert(curatedArticles).values(ids.map((articleId, position) => ({ list, articleId, position })))
    }
  })
}
