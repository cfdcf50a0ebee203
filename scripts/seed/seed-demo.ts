import { eq } from 'drizzle-orm'
import {
  advertisements,
  appMeta,
  articleDailyViews,
  articles,
  articleTags,
  categories,
  curatedArticles,
  mediaItems,
  siteSettings,
  tags,
  users,
} from '#db/schema/index.ts'
import type { Database } from '#app/utils/db.server.ts'
import { addDays, siteDay } from '#app/utils/dates.ts'
import { BREAKING_NEWS_MAX, EDITORS_PICK_MAX } from '#app/utils/constants.ts'
import { slugify } from '#app/utils/slug.ts'
import { objectPathFor, type StorageDriver } from '#app/features/media/storage.server.ts'
import { createImageVariants } from '#app/features/media/image-variants.server.ts'
import { DEMO_ARTICLES } from './demo-articles/index.ts'
import { DEMO_SEED_MARKER, demoContentLoadedOrNotWanted } from './demo-seed-marker.ts'
import { COVER_HEIGHT, COVER_WIDTH, createRandom, renderCoverImage } from './demo-images.ts'
import { privacyPolicy, privacyPolicyEn, termsOfUse, termsOfUseEn } from './demo-legal.ts'
import { demoAdvertisements } from './demo-advertisements.ts'
import { DEMO_CATEGORIES, DEMO_TAGS } from './demo-taxonomy.ts'

const DEMO_AUTHORS = [
  { email: 'maria.papadopoulou@palmos.example', firstName: 'Μαρία', lastName: 'Παπαδοπούλου', role: 'editor' },
  {
    email: 'nikos.alexiou@palmos.example',
    firstName: 'Νίκος',
    lastName: 'Αλεξίου',
    role: 'contributor',
    nickname: 'Ν. Αλεξίου',
  },
  { email: 'eleni.georgiou@palmos.example', firstName: 'Ελένη', lastName: 'Γεωργίου', role: 'editor' },
  { email: 'kostas.dimitriou@palmos.example', firstName: 'Κώστας', lastName: 'Δημητρίου', role: 'contributor' },
] as const

const DAY_MS = 24 * 60 * 60 * 1000

export interface SeedDemoOptions {
  db: Database
  storage: StorageDriver
  now?: Date
}

/**
 * Load the bilingual demo newsroom once (SEED_DEMO): categories, tags, authors,
 * published articles over the last 60 days with local cover images, view history
 * for trending, breaking news, editor's picks, ads, legal pages and settings.
 * Returns false when there was nothing to do.
 */
export async function seedDemoContent({ db, storage, now = new Date() }: SeedDemoOptions): Promise<boolean> {
  if (await demoContentLoadedOrNotWanted(db)) return false
  const random = createRandom(2025)
  const today = siteDay(now)

  // Pictures first, with their WebP renditions as an upload gets them (srcset): they live outside the database transaction.
  const categoryColor = new Map<string, string>()
  for (const top of DEMO_CATEGORIES) {
    categoryColor.set(top.slug, top.color)
    for (const sub of top.children ?? []) categoryColor.set(sub.slug, sub.color)
  }
  const covers = await Promise.all(
    DEMO_ARTICLES.map(async (article, index) => {
      const slug = slugify(article.title, 'article')
      // named like an upload, by a short id: the article's address already says what it shows
      const key = `seed/cover-${index + 1}.jpg`
      const body = await renderCoverImage({ color: categoryColor.get(article.category) ?? '#dc2626', seed: index + 1 })
      await storage.put(key, body, 'image/jpeg')
      const info = { width: COVER_WIDTH, height: COVER_HEIGHT, pages: 1 }
      const variants = await createImageVariants({ storage, key, input: body, info })
      return { key, size: body.length, slug, variants }
    }),
  )

  await db.transaction(async (tx) => {
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin')).limit(1)
    const authors = await tx
      .insert(users)
      .values(DEMO_AUTHORS.map((a) => ({ ...a, nickname: 'nickname' in a ? a.nickname : null, isActive: true })))
      .onConflictDoNothing()
      .returning({ id: users.id })
    const authorIds = authors.length > 0 ? authors.map((a) => a.id) : admin ? [admin.id] : []

    // Categories, top-level then their sub-categories.
    const categoryIds = new Map<string, number>()
    for (const [order, top] of DEMO_CATEGORIES.entries()) {
      const { children, ...fields } = top
      const [parent] = await tx
        .insert(categories)
        .values({ ...fields, sortOrder: order })
        .returning({ id: categories.id })
      categoryIds.set(top.slug, parent!.id)
      for (const [subOrder, sub] of (children ?? []).entries()) {
        const [child] = await tx
          .insert(categories)
          .values({ ...sub, parentId: parent!.id, sortOrder: subOrder })
          .returning({ id: categories.id })
        categoryIds.set(sub.slug, child!.id)
      }
    }

    const tagRows = await tx
      .insert(tags)
      .values(Object.values(DEMO_TAGS).map((name) => ({ name, slug: slugify(name, 'tag') })))
      .returning({ id: tags.id, name: tags.name })
    const tagIds = new Map(
      Object.entries(DEMO_TAGS).map(([key, name]) => [key, tagRows.find((t) => t.name === name)!.id]),
    )

    // Articles: newest first, spread over the last 60 days.
    const span = 60 * DAY_MS
    const step = span / DEMO_ARTICLES.length
    const inserted: { id: number; categorySlug: string; publishedAt: Date }[] = []
    for (const [index, demo] of DEMO_ARTICLES.entries()) {
      const publishedAt = new Date(now.getTime() - 20 * 60 * 1000 - index * step - random() * step * 0.6)
      const cover = covers[index]!
      const [row] = await tx
        .insert(articles)
        .values({
          slug: cover.slug,
          title: demo.title,
          titleGr: demo.titleGr,
          subtitle: demo.subtitle,
          subtitleGr: demo.subtitleGr,
          content: demo.content,
          contentGr: demo.contentGr,
          excerpt: demo.excerpt,
          excerptGr: demo.excerptGr,
          metaDescription: metaDescriptionOf(demo.excerpt),
          focusKeywords: demo.tags.map((t) => DEMO_TAGS[t]).join(', '),
          status: 'published',
          isFeatured: index % 9 === 0,
          featuredImageUrl: objectPathFor(cover.key),
          categoryId: categoryIds.get(demo.category)!,
          authorId: authorIds[index % authorIds.length] ?? null,
          publishedAt,
          createdAt: new Date(publishedAt.getTime() - 3 * 60 * 60 * 1000),
          updatedAt: publishedAt,
        })
        .returning({ id: articles.id })
      inserted.push({ id: row!.id, categorySlug: demo.category, publishedAt })
      const links = demo.tags.flatMap((t) => (tagIds.has(t) ? [{ articleId: row!.id, tagId: tagIds.get(t)! }] : []))
      if (links.length > 0) await tx.insert(articleTags).values(links)
    }

    // View history: recent and popular pieces get more; some of today's views make "trending".
    const dailyRows: { articleId: number; day: string; views: number }[] = []
    const totals = new Map<number, number>()
    for (const [index, a] of inserted.entries()) {
      const popularity = 1 / (1 + index * 0.08) + (random() < 0.15 ? 0.8 : 0)
      const ageDays = Math.floor((now.getTime() - a.publishedAt.getTime()) / DAY_MS)
      let total = Math.round(40 + random() * 300 * popularity)
      for (let d = 0; d <= Math.min(ageDays, 13); d++) {
        const views = Math.round((random() * 400 + 30) * popularity * Math.pow(0.72, ageDays - d > 0 ? d : 0))
        if (views <= 0) continue
        dailyRows.push({ articleId: a.id, day: addDays(today, -d), views })
        total += views
      }
      totals.set(a.id, total)
    }
    for (let i = 0; i < dailyRows.length; i += 200)
      await tx.insert(articleDailyViews).values(dailyRows.slice(i, i + 200))
    for (const [id, total] of totals) await tx.update(articles).set({ viewCount: total }).where(eq(articles.id, id))

    // Home curation: the latest politics/world/economy pieces break; a mix of sections is picked.
    const breakingSections = new Set([
      'politiki',
      'kyvernisi',
      'ekloges',
      'kosmos',
      'evropi',
      'amerikes',
      'oikonomia',
      'agores',
    ])
    const breaking = inserted.filter((a) => breakingSections.has(a.categorySlug)).slice(0, BREAKING_NEWS_MAX)
    const breakingIds = new Set(breaking.map((a) => a.id))
    const seenSections = new Set<string>()
    const picks = inserted
      .slice(3)
      .filter((a) => !breakingIds.has(a.id))
      .filter((a) => {
        const top = DEMO_CATEGORIES.find(
          (c) => c.slug === a.categorySlug || c.children?.some((s) => s.slug === a.categorySlug),
        )
        if (!top || seenSections.has(top.slug)) return false
        seenSections.add(top.slug)
        return true
      })
      .slice(0, EDITORS_PICK_MAX)
    await tx
      .insert(curatedArticles)
      .values([
        ...breaking.map((a, position) => ({ list: 'breaking_news' as const, articleId: a.id, position })),
        ...picks.map((a, position) => ({ list: 'editors_pick' as const, articleId: a.id, position })),
      ])

    await tx.insert(mediaItems).values(
      covers.map((c) => ({
        objectPath: objectPathFor(c.key),
        fileName: `${c.slug}.jpg`,
        mimeType: 'image/jpeg',
        size: c.size,
        width: COVER_WIDTH,
        height: COVER_HEIGHT,
        variants: c.variants,
        uploadedBy: admin?.id ?? null,
      })),
    )

    await tx.insert(advertisements).values(demoAdvertisements(today))

    await tx
      .update(siteSettings)
      .set({
        siteName: 'Palmos News',
        siteDescription: 'Ανεξάρτητη ενημέρωση από την Ελλάδα και τον κόσμο.',
        contactEmail: 'editor@palmos.example',
        socialLinks: {
          facebook: 'https://www.facebook.com/palmosnews',
          twitter: 'https://x.com/palmosnews',
          instagram: 'https://www.instagram.com/palmosnews',
          youtube: 'https://www.youtube.com/@palmosnews',
        },
        privacyPolicy,
        termsOfUse,
        privacyPolicyEn,
        termsOfUseEn,
        updatedAt: now,
      })
      .where(eq(siteSettings.id, 1))

    await tx.insert(appMeta).values({ key: DEMO_SEED_MARKER, value: now.toISOString() })
  })
  return true
}

/**
 * The excerpt as a search result shows it (up to 160 characters), cut between words: a
 * cut inside a word, or before a space the form then trims, would make an editor's first
 * save of a demo article change its meta description.
 */
function metaDescriptionOf(excerpt: string): string {
  if (excerpt.length <= 160) return excerpt
  return `${excerpt.slice(0, 159).replace(/\s+\S*$/, '')}…`
}
