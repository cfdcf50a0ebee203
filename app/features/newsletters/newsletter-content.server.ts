import { eq } from 'drizzle-orm'
import { newsletters } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { findArticlesByIds } from '#app/features/articles/public.server.ts'
import type { NewsletterContent } from './newsletter-mail.server.ts'

/**
 * What an issue says when it goes out: its texts, and its articles as readers see them
 * then (published ones only, in the chosen order; one unpublished since is left out).
 */
export async function loadNewsletterContent(newsletterId: number): Promise<NewsletterContent | undefined> {
  const [row] = await getDb()
    .select({
      subject: newsletters.subject,
      subjectGr: newsletters.subjectGr,
      intro: newsletters.intro,
      introGr: newsletters.introGr,
      articleIds: newsletters.articleIds,
    })
    .from(newsletters)
    .where(eq(newsletters.id, newsletterId))
  if (!row) return undefined
  return { ...row, articles: await findArticlesByIds(row.articleIds) }
}
