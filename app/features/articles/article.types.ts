import type { ArticleStatus } from '#db/schema/enums.ts'
import type { TranslationState } from './translation-state.ts'

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
  featuredImageAlt: string | null
  featuredImageAltGr: string | null
  featuredImageCaption: string | null
  featuredImageCaptionGr: string | null
  featuredImageCredit: string | null
  galleryImages: string[]
  featuredVideoUrl: string | null
  categoryId: number
  authorId: number | null
  viewCount: number
  /** moves by one on every save by staff; a PUT naming an older one is refused (409) */
  version: number
  publishedAt: string | null
  createdAt: string
  updatedAt: string
  category: { id: number; name: string; nameEn: string | null; slug: string } | null
  author: { id: number; firstName: string; lastName: string; nickname: string | null } | null
  articleTags: { tag: { id: number; name: string; slug: string } }[]
  tagIds: number[]
  /** which language versions the article has and whether they are in step (translation-state.ts) */
  translationState: TranslationState
}

/** GET /api/admin/articles: one page and the number of articles that match. */
export interface AdminArticlePage {
  articles: AdminArticle[]
  total: number
}

/** Who saved a revision; null once that user was deleted. */
export type RevisionAuthor = { id: number; firstName: string; lastName: string; nickname: string | null }

/**
 * Every stored field of an article as one revision keeps it (both languages, status,
 * category, tags, address, publish time): what a restore makes current again.
 */
export type ArticleSnapshot = Omit<
  AdminArticle,
  | 'id'
  | 'viewCount'
  | 'version'
  | 'createdAt'
  | 'updatedAt'
  | 'category'
  | 'author'
  | 'articleTags'
  | 'translationState'
> & {
  /** the corrections readers saw then, oldest first: kept, never restored (a correction stays) */
  corrections: SnapshotCorrection[]
}

/** A correction as a revision keeps it. */
export type SnapshotCorrection = { text: string; textGr: string | null; createdAt: string }

/** GET /api/admin/articles/{id}/revisions: one save, newest first; `summary` names the fields it changed. */
export interface ArticleRevisionSummary {
  id: number
  /** the article's version this save made current */
  version: number
  createdAt: string
  author: RevisionAuthor | null
  status: ArticleStatus
  title: string
  summary: string[]
  /** the revision a restore made current again */
  restoredFrom: number | null
}

/** GET /api/admin/articles/{id}/revisions/{revisionId}: the save and every field it kept. */
export type ArticleRevision = ArticleRevisionSummary & ArticleSnapshot

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
