import { eq } from 'drizzle-orm'
import { siteSettings } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { sanitizeRichText } from '#app/utils/sanitize.server.ts'
import { changedFields } from '#app/features/audit/public.ts'
import { recordAudit, type AuditActor } from '#app/features/audit/public.server.ts'
import type { LegalPagesInput, NewsletterSettingsInput, SiteFormInput } from './settings.schema.ts'

/** What the newsroom changes in site settings: the site form, the newsletter's settings, legal pages. */

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
