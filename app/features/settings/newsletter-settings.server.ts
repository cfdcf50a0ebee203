import { eq } from 'drizzle-orm'
import { siteSettings } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'

/** The newsletter's part of the site settings (one row, id 1). */
export interface NewsletterSettings {
  siteName: string
  digestEnabled: boolean
  /** Athens time, 0–23 */
  digestHour: number
  confirmedOptIn: boolean
  /** empty: newsletters carry no Reply-To */
  replyTo: string
}

/** Read fresh: a send or a digest check must not act on a cached switch. */
export async function getNewsletterSettings(): Promise<NewsletterSettings> {
  const [row] = await getDb()
    .select({
      siteName: siteSettings.siteName,
      digestEnabled: siteSettings.newsletterDigestEnabled,
      digestHour: siteSettings.newsletterDigestHour,
      confirmedOptIn: siteSettings.newsletterConfirmedOptIn,
      replyTo: siteSettings.newsletterReplyTo,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
  return {
    siteName: row?.siteName.trim() || 'Newsroom',
    digestEnabled: row?.digestEnabled ?? false,
    digestHour: row?.digestHour ?? 8,
    confirmedOptIn: row?.confirmedOptIn ?? false,
    replyTo: row?.replyTo ?? '',
  }
}
