import type { ArticleStatus } from '#db/schema/enums.ts'

/** GET /api/admin/dashboard, as the service returns it and the screen reads it. */
export interface DashboardStats {
  totalArticles: number
  totalViews: number
  activeUsers: number
  pendingReviews: number
}

/** This calendar month (site time zone) against the last one. */
export interface MonthOverMonth {
  thisMonth: number
  lastMonth: number
  /** whole percent change; null when last month had none */
  changePercent: number | null
}

export interface DashboardTrends {
  articlesPublished: MonthOverMonth
  views: MonthOverMonth
}

/** An article waiting for an editor (oldest first). */
export interface PendingArticle {
  id: number
  title: string
  titleGr: string | null
  createdAt: string
  author: { firstName: string; lastName: string; nickname: string | null } | null
}

export interface RecentArticle {
  id: number
  title: string
  titleGr: string | null
  status: ArticleStatus
  createdAt: string
  publishedAt: string | null
  viewCount: number
  author: { firstName: string; lastName: string; nickname: string | null } | null
  category: { name: string; nameEn: string | null } | null
}

export interface DashboardData {
  stats: DashboardStats
  trends: DashboardTrends
  pendingArticles: PendingArticle[]
  recentArticles: RecentArticle[]
}
