import type { ArticleStatus } from '#db/schema/enums.ts'

/**
 * What the admin's article calls answer (GET /api/admin/articles[/:id], POST, PUT):
 * the service returns these and the screens read them, so the shape lives here once.
 */
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

/** GET /api/admin/articles: one page and the number of articles that match. */
export interface AdminArticlePage {
  articles: AdminArticle[]
  total: number
}

/** A dated correction note on a published article, as the admin lists it (oldest first). */
export interface AdminArticleCorrection {
  id: number
  text: string
  textGr: string | null
  createdAt: string
  /** who added it; null once that user is deleted */
  author: { id: number; firstName: string; lastName: string; nickname: string | null } | null
}

/** GET /api/admin/articles/:id: the article with its corrections, oldest first. */
export interface AdminArticleWithCorrections extends AdminArticle {
  corrections: AdminArticleCorrection[]
}

/** GET /api/admin/articles/:id/corrections */
export interface AdminArticleCorrectionList {
  corrections: AdminArticleCorrection[]
}
