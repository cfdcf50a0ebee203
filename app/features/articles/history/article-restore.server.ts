import type { StaffUser } from '#app/features/auth/public.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { findArticleRevision } from './article-revisions.server.ts'
import type { ArticleInput } from '../article.schema.ts'
import type { AdminArticle, ArticleSnapshot } from '../article.types.ts'
import { updateArticle } from '../editing/article-save.server.ts'

/**
 * POST /api/admin/articles/{id}/revisions/{revisionId}/restore: the revision's content
 * becomes current again through the one update path (its permissions, its address rules,
 * the next version), kept as a new revision, so a restore loses nothing. Restoring a
 * published revision publishes, which only editors and super_admins may do.
 */
export async function restoreArticleRevision(options: {
  actor: StaffUser
  articleId: number
  revisionId: number
}): Promise<AdminArticle> {
  const revision = await findArticleRevision(getDb(), options.articleId, options.revisionId)
  return updateArticle({
    actor: options.actor,
    id: options.articleId,
    input: inputOf(revision),
    restoredFrom: revision.id,
  })
}

/**
 * The revision as the form's input. The address is not sent, so it follows the update's
 * rules (a published article keeps its address; a never-published draft follows its title).
 */
function inputOf(snapshot: ArticleSnapshot): ArticleInput {
  return {
    title: snapshot.title,
    titleGr: snapshot.titleGr,
    subtitle: snapshot.subtitle,
    subtitleGr: snapshot.subtitleGr,
    content: snapshot.content,
    contentGr: snapshot.contentGr,
    excerpt: snapshot.excerpt,
    excerptGr: snapshot.excerptGr,
    metaDescription: snapshot.metaDescription,
    focusKeywords: snapshot.focusKeywords,
    categoryId: snapshot.categoryId,
    status: snapshot.status,
    isFeatured: snapshot.isFeatured,
    allowComments: snapshot.allowComments,
    featuredImageUrl: snapshot.featuredImageUrl,
    featuredImageAlt: snapshot.featuredImageAlt ?? null,
    featuredImageAltGr: snapshot.featuredImageAltGr ?? null,
    featuredImageCaption: snapshot.featuredImageCaption ?? null,
    featuredImageCaptionGr: snapshot.featuredImageCaptionGr ?? null,
    featuredImageCredit: snapshot.featuredImageCredit ?? null,
    galleryImages: snapshot.galleryImages,
    featuredVideoUrl: snapshot.featuredVideoUrl,
    tagIds: snapshot.tagIds,
    slug: null,
    publishedAt: snapshot.publishedAt ? new Date(snapshot.publishedAt) : null,
  }
}
