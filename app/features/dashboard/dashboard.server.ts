import { and, asc, count, desc, eq, gte, lt, sql, sum } from 'drizzle-orm'
import { articleDailyViews, articles, categories, users } from '#db/schema/index.ts'
import { SITE_TIME_ZONE } from '#app/utils/constants.ts'
import { siteDay } from '#app/utils/dates.ts'
import { DASHBOARD_RECENT_ARTICLES } from '#app/utils/constants.ts'
import { getDb } from '#app/utils/db.server.ts'
import type { DashboardData, MonthOverMonth } from './dashboard.types.ts'
import type { ArticleStatus } from '#db/schema/enums.ts'

export function monthOverMonth(thisMonth: number, lastMonth: number): MonthOverMonth {
  return {
    thisMonth,
    lastMonth,
    changePercent: lastMonth === 0 ? null : Math.round(((thisMonth - lastMonth) / lastMonth) * 100),
  }
}

/** First days (YYYY-MM-DD) of this and last month, in the site's time zone. */
export function monthStarts(now: Date = new Date()): { thisMonth: string; lastMonth: string } {
  const today = siteDay(now)
  const [year, month] = today.split('-').map(Number) as [number, number]
  const last = month === 1 ? { y: year - 1, m: 12 } : { y: year, m: month - 1 }
  return { thisMonth: `${today.slice(0, 7)}-01`, lastMonth: `${last.y}-${String(last.m).padStart(2, '0')}-01` }
}

/** The dashboard: the four figures and the most recent articles. */
export async function getDashboard(now: Date = new Date()): Promise<DashboardData> {
  const db = getDb()
  const months = monthStarts(now)
  const publishedDay = sql<string>`to_char(${articles.publishedAt} AT TIME ZONE ${SITE_TIME_ZONE}, 'YYYY-MM-DD')`
  const publishedIn = (from: string, to: string | null) =>
    db
      .select({ n: count() })
      .from(articles)
      .where(and(eq(articles.status, 'published'), gte(publishedDay, from), to ? lt(publishedDay, to) : undefined))
  const viewsIn = (from: string, to: string | null) =>
    db
      .select({ n: sum(articleDailyViews.views).mapWith(Number) })
      .from(articleDailyViews)
      .where(and(gte(articleDailyViews.day, from), to ? lt(articleDailyViews.day, to) : undefined))
  const [[publishedNow], [publishedBefore], [viewsNow], [viewsBefore], underReview] = await Promise.all([
    publishedIn(months.thisMonth, null),
    publishedIn(months.lastMonth, months.thisMonth),
    viewsIn(months.thisMonth, null),
    viewsIn(months.lastMonth, months.thisMonth),
    db
      .select({
        id: articles.id,
        title: articles.title,
        titleGr: articles.titleGr,
        createdAt: articles.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
        nickname: users.nickname,
      })
      .from(articles)
      .leftJoin(users, eq(users.id, articles.authorId))
      .where(eq(articles.status, 'under_review'))
      .orderBy(asc(articles.updatedAt))
      .limit(10),
  ])
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
    trends: {
      articlesPublished: monthOverMonth(publishedNow?.n ?? 0, publishedBefore?.n ?? 0),
      views: monthOverMonth(viewsNow?.n ?? 0, viewsBefore?.n ?? 0),
    },
    pendingArticles: underReview.map((p) => ({
      id: p.id,
      title: p.title,
      titleGr: p.titleGr,
      createdAt: p.createdAt.toISOString(),
      author:
        p.firstName !== null ? { firstName: p.firstName, lastName: p.lastName ?? '', nickname: p.nickname } : null,
    })),
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
