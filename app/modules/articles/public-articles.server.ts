import { and, desc, eq, lte, sql } from 'drizzle-orm'
import { articles, categories, users } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'

/** What readers see of an article in lists. Authors: names and nickname only. */
export interface ArticleSummary {
  id: number
  slug: string
  title: string
  titleGr: string | null
  subtitle: string | null
  subtitleGr: string | null
  excerpt: string | null
  excerptGr: string | null
  featuredImageUrl: string | null
  isFeatured: boolean
  publishedAt: string
  viewCount: number
  category: { id: number; slug: string; name: string; nameEn: string | null; color: string }
  author: { firstName: string; lastName: string; nickname: string | null } | null
}

/** Published and due: scheduled articles (future publishedAt) stay hidden until their time. */
export function isVisibleToReaders() {
  return and(eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`))
}

const summaryColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  titleGr: articles.titleGr,
  subtitle: articles.subtitle,
  subtitleGr: articles.subtitleGr,
  excerpt: articles.excerpt,
  excerptGr: articles.excerptGr,
  featuredImageUrl: articles.featuredImageUrl,
  isFeatured: articles.isFeatured,
  publishedAt: articles.publishedAt,
  viewCount: articles.viewCount,
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryName: categories.name,
  categoryNameEn: categories.nameEn,
  categoryColor: categories.color,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorNickname: users.nickname,
}

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null
}

function toSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id!,
    slug: row.slug!,
    title: row.title!,
    titleGr: row.titleGr,
    subtitle: row.subtitle,
    subtitleGr: row.subtitleGr,
    excerpt: row.excerpt,
    excerptGr: row.excerptGr,
    featuredImageUrl: row.featuredImageUrl,
    isFeatured: row.isFeatured ?? false,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    viewCount: row.viewCount ?? 0,
    category: {
      id: row.categoryId!,
      slug: row.categorySlug!,
      name: row.categoryName!,
      nameEn: row.categoryNameEn,
      color: row.categoryColor!,
    },
    author:
      row.authorFirstName !== null
        ? { firstName: row.authorFirstName, lastName: row.authorLastName ?? '', nickname: row.authorNickname }
        : null,
  }
}

/** The newest published articles. */
export async function findLatestArticles(options: { limit: number; offset?: number }): Promise<ArticleSummary[]> {
  const rows = await getDb()
    .select(summaryColumns)
    .from(articles)
    .innerJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(users, eq(users.id, articles.authorId))
    .where(isVisibleToReaders())
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(options.limit)
    .offset(options.offset ?? 0)
  return rows.map(toSummary)
}
