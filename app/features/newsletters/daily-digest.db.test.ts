import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { curatedArticles, newsletters, siteSettings, subscriptions } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { sendDailyDigestIfDue } from './daily-digest.server.ts'

/** 26 November 2026 in Athens (UTC+2): 07:59 and 08:00 local time */
const BEFORE_HOUR = new Date('2026-11-26T05:59:00Z')
const AT_HOUR = new Date('2026-11-26T06:00:00Z')
const HOUR = 60 * 60 * 1000

let categoryId: number
beforeEach(async () => {
  categoryId = (await createCategory({ slug: 'athlitika' })).id
  await getDb().insert(subscriptions).values({ email: 'reader@example.gr', language: 'gr' })
})

const turnDigestOn = (hour = 8) =>
  getDb()
    .update(siteSettings)
    .set({ newsletterDigestEnabled: true, newsletterDigestHour: hour })
    .where(eq(siteSettings.id, 1))

describe('the daily digest', () => {
  it("goes out at its hour in Athens time, once a day, with the editor's picks first and then the most read", async () => {
    const read = await createArticle({
      categoryId,
      viewCount: 900,
      publishedAt: new Date(AT_HOUR.getTime() - 3 * HOUR),
    })
    const pick = await createArticle({ categoryId, viewCount: 5, publishedAt: new Date(AT_HOUR.getTime() - 5 * HOUR) })
    const less = await createArticle({ categoryId, viewCount: 40, publishedAt: new Date(AT_HOUR.getTime() - 2 * HOUR) })
    await createArticle({ categoryId, viewCount: 10_000, publishedAt: new Date(AT_HOUR.getTime() - 30 * HOUR) })
    await getDb().insert(curatedArticles).values({ list: 'editors_pick', articleId: pick.id, position: 0 })
    await turnDigestOn()

    expect(await sendDailyDigestIfDue(BEFORE_HOUR)).toBeNull()
    const id = await sendDailyDigestIfDue(AT_HOUR)
    expect(id).toEqual(expect.any(Number))
    const [digest] = await getDb().select().from(newsletters).where(eq(newsletters.id, id!))
    expect(digest).toMatchObject({
      kind: 'digest',
      status: 'sending',
      recipients: 1,
      digestDate: '2026-11-26',
      articleIds: [pick.id, read.id, less.id],
    })
    expect(digest!.subjectGr).toContain('26 Νοεμβρίου 2026')
    // later the same day, or from another process: no second digest
    expect(await sendDailyDigestIfDue(new Date(AT_HOUR.getTime() + 5 * HOUR))).toBeNull()
    expect(await getDb().select().from(newsletters)).toHaveLength(1)
  })

  it('sends nothing on a day without new articles, or while it is off', async () => {
    await createArticle({ categoryId, publishedAt: new Date(AT_HOUR.getTime() - 2 * HOUR) })
    expect(await sendDailyDigestIfDue(AT_HOUR)).toBeNull()
    await turnDigestOn()
    expect(await sendDailyDigestIfDue(new Date(AT_HOUR.getTime() + 3 * 24 * HOUR))).toBeNull()
    expect(await getDb().select().from(newsletters)).toHaveLength(0)
  })
})
