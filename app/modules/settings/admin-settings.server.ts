import { and, eq, inArray } from 'drizzle-orm'
import { articles, curatedArticles, siteSettings } from '#db/schema/index.ts'
import type { CuratedList } from '#db/schema/enums.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getDb } from '#app/utils/db.server.ts'
import { holdWriteLock } from '#app/utils/write-locks.server.ts'
import { sanitizeRichText } from '#app/modules/content/sanitize.server.ts'
import { isVisibleToReaders } from '#app/modules/articles/public-articles.server.ts'
import { changedFields } from '#app/modules/audit/audit-details.ts'
import { recordAudit, type AuditActor } from '#app/modules/audit/audit-log.server.ts'
import type { LegalPagesInput, NewsletterSettingsInput, SiteFormInput } from './settings.schema.ts'
import { settingsMessages } from './settings.messages.ts'

/** What the newsroom changes in site settings: the site form, curated lists, legal pages. */

/** Update the settings row and record which of these fields changed, in one transaction. */
async function updateSettings<K extends string>(
  actor: AuditActor,
  action: 'settings.update' | 'legal_pages.update',
  values: Record<K, unknown>,
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1))
    await tx
      .update(siteSettings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(siteSettings.id, 1))
    const changed = changedFields(before ?? {}, values, Object.keys(values) as K[])
    await recordAudit(tx, { actor, action, details: { changed } })
  })
}

export async function updateSiteForm(input: SiteFormInput, actor: AuditActor): Promise<void> {
  await updateSettings(actor, 'settings.update', input)
}

/** The daily digest, confirmed opt-in and the newsletters' Reply-To. */
export async function updateNewsletterSettings(input: NewsletterSettingsInput, actor: AuditActor): Promise<void> {
  await updateSettings(actor, 'settings.update', input)
}

/** Each text sanitised as an article's; an English version left out of the input stays as it was. */
export async function updateLegalPages(input: LegalPagesInput, actor: AuditActor): Promise<void> {
  const pages: Record<string, string> = {}
  for (const field of ['privacyPolicy', 'termsOfUse', 'privacyPolicyEn', 'termsOfUseEn'] as const) {
    const text = input[field]
    if (text !== undefined) pages[field] = sanitizeRichText(text)
  }
  await updateSettings(actor, 'legal_pages.update', pages)
}

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
