import { asc, eq } from 'drizzle-orm'
import { curatedArticles, siteSettings, type SocialLinks } from '#db/schema/index.ts'
import type { CuratedList } from '#db/schema/enums.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readThrough } from '#server/runtime/public.server.ts'
import type { PublicSettings, SiteSettings } from './settings.types.ts'

/** Settings change only through writes, which drop the cache; the age is a backstop. */
const MAX_AGE_MS = 5 * 60_000

const EMPTY_SOCIAL_LINKS: SocialLinks = { facebook: '', twitter: '', instagram: '', youtube: '' }

/** The ordered article ids of a curated home-page list. */
export async function getCuratedArticleIds(list: CuratedList): Promise<number[]> {
  const rows = await getDb()
    .select({ articleId: curatedArticles.articleId })
    .from(curatedArticles)
    .where(eq(curatedArticles.list, list))
    .orderBy(asc(curatedArticles.position))
  return rows.map((r) => r.articleId)
}

export function getSiteSettings(): Promise<SiteSettings> {
  return readThrough('settings', MAX_AGE_MS, readSiteSettings, ['site_settings', 'curated_articles'])
}

async function readSiteSettings(): Promise<SiteSettings> {
  const [[row], breakingNewsArticles, editorsPickArticles] = await Promise.all([
    getDb().select().from(siteSettings).where(eq(siteSettings.id, 1)),
    getCuratedArticleIds('breaking_news'),
    getCuratedArticleIds('editors_pick'),
  ])
  return {
    siteName: row?.siteName ?? '',
    siteDescription: row?.siteDescription ?? '',
    contactEmail: row?.contactEmail ?? '',
    socialLinks: { ...EMPTY_SOCIAL_LINKS, ...row?.socialLinks },
    privacyPolicy: row?.privacyPolicy ?? '',
    termsOfUse: row?.termsOfUse ?? '',
    privacyPolicyEn: row?.privacyPolicyEn ?? '',
    termsOfUseEn: row?.termsOfUseEn ?? '',
    newsletterDigestEnabled: row?.newsletterDigestEnabled ?? false,
    newsletterDigestHour: row?.newsletterDigestHour ?? 8,
    newsletterConfirmedOptIn: row?.newsletterConfirmedOptIn ?? false,
    newsletterReplyTo: row?.newsletterReplyTo ?? '',
    breakingNewsArticles,
    editorsPickArticles,
  }
}

/** What readers may see (the public view of site settings). */
export async function getPublicSettings(): Promise<PublicSettings> {
  const s = await getSiteSettings()
  return {
    siteName: s.siteName,
    socialLinks: s.socialLinks,
    breakingNewsArticles: s.breakingNewsArticles,
    editorsPickArticles: s.editorsPickArticles,
    contactEmail: s.contactEmail,
  }
}
