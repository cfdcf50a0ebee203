import type { ArticleStatus } from '#db/schema/enums.ts'

/** GET /api/admin/dashboard */
export interface DashboardStats {
  totalArticles: number
  totalViews: number
  activeUsers: number
  pendingReviews: number
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
  recentArticles: RecentArticle[]
}

export const DASHBOARD_QUERY_KEY = ['/api/admin/dashboard'] as const
