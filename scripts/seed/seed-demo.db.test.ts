import { count, eq, isNull, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getDb } from '#app/utils/db.server.ts'
import { getStorage } from '#app/features/media/storage.server.ts'
import { getSiteSettings } from '#app/features/settings/settings.server.ts'
import {
  advertisements,
  articleDailyViews,
  articles,
  articleTags,
  categories,
  mediaItems,
  tags,
} from '#db/schema/index.ts'
import { seedDemoContent } from './seed-demo.ts'

const now = new Date('2026-11-22T10:00:00Z')

describe('seedDemoContent', () => {
  it('loads a bilingual newsroom once', async () => {
    expect(await seedDemoContent({ db: getDb(), storage: getStorage(), now })).toBe(true)
    expect(await seedDemoContent({ db: getDb(), storage: getStorage(), now })).toBe(false)

    const top = await getDb().select().from(categories).where(isNull(categories.parentId))
    expect(top.length).toBeGreaterThanOrEqual(6)
    for (const category of top) {
      expect(category.nameEn).toBeTruthy()
      const [subs] = await getDb().select({ n: count() }).from(categories).where(eq(categories.parentId, category.id))
      expect(subs!.n).toBeGreaterThan(0)
    }

    const all = await getDb().select().from(articles)
    expect(all.length).toBeGreaterThanOrEqual(60)
    const oldest = now.getTime() - 61 * 24 * 3600 * 1000
    for (const a of all) {
      expect(a.status).toBe('published')
      expect(a.publishedAt!.getTime()).toBeLessThan(now.getTime())
      expect(a.publishedAt!.getTime()).toBeGreaterThan(oldest)
      for (const field of [a.title, a.titleGr, a.subtitle, a.subtitleGr, a.excerpt, a.excerptGr]) {
        expect(field?.trim().length).toBeGreaterThan(10)
      }
      for (const body of [a.content, a.contentGr!]) {
        expect(body.match(/<p>/g)?.length).toBeGreaterThanOrEqual(3)
        expect(body).toMatch(/<h[23]>/)
        expect(body).toMatch(/<(ul|ol)>/)
        expect(body).toContain('<blockquote>')
      }
      expect(a.titleGr).toMatch(/[α-ωά-ώ]/)
      expect(a.featuredImageUrl).toMatch(/^\/objects\/seed\/[a-z0-9-]+\.jpg$/)
    }
    expect(new Set(all.map((a) => a.slug)).size).toBe(all.length)

    const image = await getStorage().get(all[0]!.featuredImageUrl!.replace('/objects/', ''))
    expect(image?.contentType).toBe('image/jpeg')
    expect(image?.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    expect((await getDb().select({ n: count() }).from(mediaItems))[0]!.n).toBe(all.length)
    // each cover has the WebP renditions an upload of its width gets, for the pages' srcset
    const [cover] = await getDb().select().from(mediaItems).where(eq(mediaItems.objectPath, all[0]!.featuredImageUrl!))
    expect(cover!.variants).toEqual({
      480: `${all[0]!.featuredImageUrl}-w480.webp`,
      960: `${all[0]!.featuredImageUrl}-w960.webp`,
    })
    for (const address of Object.values(cover!.variants)) {
      const rendition = await getStorage().get(address.replace('/objects/', ''))
      expect(rendition?.contentType).toBe('image/webp')
    }

    expect((await getDb().select({ n: count() }).from(tags))[0]!.n).toBeGreaterThanOrEqual(10)
    expect((await getDb().select({ n: count() }).from(articleTags))[0]!.n).toBeGreaterThanOrEqual(all.length)

    // views that make trending meaningful: today's views differ between articles
    const today = await getDb()
      .select({ views: articleDailyViews.views })
      .from(articleDailyViews)
      .where(eq(articleDailyViews.day, '2026-11-22'))
    expect(today.length).toBeGreaterThan(5)
    expect(new Set(today.map((r) => r.views)).size).toBeGreaterThan(3)
    const [consistent] = await getDb()
      .select({ bad: count() })
      .from(articles)
      .where(
        sql`${articles.viewCount} < (select coalesce(sum(views), 0) from article_daily_views v where v.article_id = ${articles.id})`,
      )
    expect(consistent!.bad).toBe(0)

    const settings = await getSiteSettings()
    expect(settings.siteName).toBe('Palmos News')
    expect(settings.contactEmail).toBe('editor@palmos.example')
    expect(Object.values(settings.socialLinks).every((link) => link.startsWith('https://'))).toBe(true)
    expect(settings.breakingNewsArticles).toHaveLength(3)
    expect(settings.editorsPickArticles).toHaveLength(6)
    // each legal page in Greek, and in English for the English site
    expect(settings.privacyPolicy).toContain('<h3>1. Υπεύθυνος επεξεργασίας</h3>')
    expect(settings.privacyPolicy).not.toContain('English')
    expect(settings.privacyPolicyEn).toContain('<h3>1. Data controller</h3>')
    expect(settings.termsOfUse).toContain('<h3>1. Αποδοχή των όρων</h3>')
    expect(settings.termsOfUse).not.toContain('English')
    expect(settings.termsOfUseEn).toContain('<h3>1. Acceptance of the terms</h3>')

    const ads = await getDb().select().from(advertisements)
    expect(new Set(ads.map((ad) => ad.placement))).toEqual(
      new Set(['header_top', 'homepage_banner', 'between_articles', 'footer_top']),
    )
  }, 60_000) // 63 covers and their WebP renditions: about 10 s of sharp on two busy cores

  it('leaves a newsroom that already has content alone', async () => {
    await getDb().insert(categories).values({ slug: 'own', name: 'Δική μας' })
    expect(await seedDemoContent({ db: getDb(), storage: getStorage(), now })).toBe(false)
    expect(await getDb().select().from(articles)).toHaveLength(0)
  })
})
