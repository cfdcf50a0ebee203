import type { ArticleStatus } from '#db/schema/enums.ts'

/** One article as GET /api/admin/articles[/:id] answers (server/api/admin/articles.ts). */
export interface AdminArticle {
  id: number
  slug: string
  title: string
  titleGr: string | null
  subtitle: string | null
  subtitleGr: string | null
  content: string
  contentGr: string | null
  excerpt: string | null
  excerptGr: string | null
  metaDescription: string | null
  focusKeywords: string | null
  status: ArticleStatus
  isFeatured: boolean
  allowComments: boolean
  featuredImageUrl: string | null
  galleryImages: string[]
  featuredVideoUrl: string | null
  categoryId: number
  authorId: number | null
  viewCount: number
  publishedAt: string | null
  createdAt: string
  updatedAt: string
  category: { id: number; name: string; nameEn: string | null; slug: string } | null
  author: { id: number; firstName: string; lastName: string; nickname: string | null } | null
  articleTags: { tag: { id: number; name: string; slug: string } }[]
  tagIds: number[]
}

export interface ArticleListPage {
  articles: AdminArticle[]
  total: number
}

export type StatusFilter = ArticleStatus | 'all'

/** The list's filters and page; 'all' (or empty search) leaves a filter out of the call. */
export interface ArticleListFilters {
  status: StatusFilter
  categoryId: number | null
  authorId: number | null
  search: string
  offset: number
}

/** Every article query starts with this segment: lists and single articles refresh together. */
export const ARTICLES_QUERY_KEY = ['/api/admin/articles'] as const
