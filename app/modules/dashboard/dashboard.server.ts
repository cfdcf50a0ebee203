import { count, desc, eq, sum } from 'drizzle-orm'
import { articles, categories, users } from '#db/schema/index.ts'
import type { ArticleStatus } from '#db/schema/enums.ts'
import { DASHBOARD_RECENT_ARTICLES } from '#app/utils/constants.ts'
import { getDb } from '#app/utils/db.server.ts'

export interface DashboardData {
  stats: { totalArticles: number; totalViews: number; activeUsers: number; pendingReviews: number }
  recentArticles: {
    id: number
    title: string
    titleGr: string | null
    status: ArticleStatus
    createdAt: string
    publishedAt: string | null
    viewCount: number
    author: { firstName: string; lastName: string; nickname: string | null } | null
    category: { name: string; nameEn: string | null } | null
  }[]
}

/** SPEC.md "Dashboard": the four figures and the most recent articles. */
export async function getDashboard(): Promise<DashboardData> {
  const db = getDb()
  const [[totals], [active], [pending], recent] = await Promise.all([
    db.select({ totalArticles: count(), totalViews: sum(articles.viewCount).mapWith(Number) }).from(articles),
    db.select({ n: count() }).from(users).where(eq(users.isActive, true)),
    db.select({ n: count() }).from(articles).where(eq(articles.status, 'under_review')),
    db
      .select({
        id: articles.id,
        title: articles.title,
        titleGr: articles.titleGr,
        status: articles.status,
        createdAt: articles.createdAt,
        publishedAt: articles.publishedAt,
        viewCount: articles.viewCount,
        authorFirstName: users.firstName,
        authorLastName: users.lastName,
        authorNickname: users.nickname,
        categoryName: categories.name,
        categoryNameEn: categories.nameEn,
      })
      .from(articles)
      .leftJoin(users, eq(users.id, articles.authorId))
      .leftJoin(categories, eq(categories.id, articles.categoryId))
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(DASHBOARD_RECENT_ARTICLES),
  ])
  return {
    stats: {
      totalArticles: totals?.totalArticles ?? 0,
      totalViews: totals?.totalViews ?? 0,
      activeUsers: active?.n ?? 0,
      pendingReviews: pending?.n ?? 0,
    },
    recentArticles: recent.map((r) => ({
      id: r.id,
      title: r.title,
      titleGr: r.titleGr,
      status: r.status as ArticleStatus,
      createdAt: r.createdAt.toISOString(),
      publishedAt: r.publishedAt?.toISOString() ?? null,
      viewCount: r.viewCount,
      author:
        r.authorFirstName !== null
          ? { firstName: r.authorFirstName, lastName: r.authorLastName ?? '', nickname: r.authorNickname }
          : null,
      category: r.categoryName !== null ? { name: r.categoryName, nameEn: r.categoryNameEn } : null,
    })),
  }
}
