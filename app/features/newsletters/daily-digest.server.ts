import { and, desc, eq, gte, lte } from 'drizzle-orm'
import { articles, newsletters } from '#db/schema/index.ts'
import { formatDate } from '#app/i18n/format.ts'
import { getDb } from '#app/utils/db.server.ts'
import { siteDateTime, siteDay } from '#app/utils/dates.ts'
import { getCuratedArticleIds } from '#app/features/settings/public.server.ts'
import { getNewsletterSettings } from '#app/features/settings/public.server.ts'
import { beginSending } from './newsletter-sending.server.ts'

/** articles a digest holds at most */
export const DIGEST_MAX_ARTICLES = 6
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The day's most important articles: published in the 24 hours before `now`, the
 * editor's picks first, then the most read. None: no digest.
 */
export async function pickDigestArticles(now: Date): Promise<number[]> {
  const recent = await getDb()
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.status, 'published'),
        lte(articles.publishedAt, now),
        gte(articles.publishedAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .orderBy(desc(articles.viewCount), desc(articles.publishedAt))
  const picks = new Set(await getCuratedArticleIds('editors_pick'))
  const ids = recent.map((row) => row.id)
  return [...ids.filter((id) => picks.has(id)), ...ids.filter((id) => !picks.has(id))].slice(0, DIGEST_MAX_ARTICLES)
}

/**
 * At the digest hour (Athens time) or later the same day, with the digest on: make the
 * day's digest issue and start sending it, once a day whatever the number of processes
 * (the day is unique). Answers the new issue's id, or null when nothing is due.
 */
export async function sendDailyDigestIfDue(now: Date): Promise<number | null> {
  const settings = await getNewsletterSettings()
  if (!settings.digestEnabled) return null
  const day = siteDay(now)
  const hour = Number(siteDateTime(now).slice(11, 13))
  if (hour < settings.digestHour) return null
  const [existing] = await getDb()
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(eq(newsletters.digestDate, day))
  if (existing) return null
  const articleIds = await pickDigestArticles(now)
  if (articleIds.length === 0) return null
  const [created] = await getDb()
    .insert(newsletters)
    .values({
      kind: 'digest',
      subject: `${settings.siteName}: today's top stories, ${formatDate(now, 'en')}`,
      subjectGr: `${settings.siteName}: τα σημαντικότερα της ημέρας, ${formatDate(now, 'gr')}`,
      articleIds,
      digestDate: day,
    })
    .onConflictDoNothing()
    .returning({ id: newsletters.id })
  if (!created) return null
  await beginSending(created.id)
  return created.id
}
