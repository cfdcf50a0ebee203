import { and, asc, desc, eq } from 'drizzle-orm'
import { articleCorrections, articleRevisions, articles, articleTags, users } from '#db/schema/index.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getDb, type DatabaseOrTransaction, type Transaction } from '#app/utils/db.server.ts'
import type { StaffUser } from '#app/modules/auth/session.server.ts'
import { canEditArticle } from './article-rules.ts'
import { changedFields } from './article-snapshot.ts'
import { articleMessages } from './article.messages.ts'
import type {
  ArticleRevision,
  ArticleRevisionSummary,
  ArticleSnapshot,
  RevisionAuthor,
  SnapshotCorrection,
} from './article.types.ts'

/**
 * An article's revisions (issue 17): every save by staff keeps the article's stored
 * state, so any earlier text can be read, compared and restored. Revisions send no
 * content-change notice (migration 0014) and never move the article's version.
 */

type ArticleRow = typeof articles.$inferSelect
type RevisionRow = typeof articleRevisions.$inferSelect

function snapshotOf(row: ArticleRow, tagIds: number[], corrections: SnapshotCorrection[]): ArticleSnapshot {
  return {
    slug: row.slug,
    title: row.title,
    titleGr: row.titleGr,
    subtitle: row.subtitle,
    subtitleGr: row.subtitleGr,
    content: row.content,
    contentGr: row.contentGr,
    excerpt: row.excerpt,
    excerptGr: row.excerptGr,
    metaDescription: row.metaDescription,
    focusKeywords: row.focusKeywords,
    status: row.status,
    isFeatured: row.isFeatured,
    allowComments: row.allowComments,
    featuredImageUrl: row.featuredImageUrl,
    featuredImageAlt: row.featuredImageAlt,
    featuredImageAltGr: row.featuredImageAltGr,
    featuredImageCaption: row.featuredImageCaption,
    featuredImageCaptionGr: row.featuredImageCaptionGr,
    featuredImageCredit: row.featuredImageCredit,
    galleryImages: row.galleryImages,
    featuredVideoUrl: row.featuredVideoUrl,
    categoryId: row.categoryId,
    authorId: row.authorId,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    tagIds,
    corrections,
  }
}

/** The article's state as a revision keeps it: its row, tag ids and corrections, read in `tx`. */
async function snapshotNow(tx: DatabaseOrTransaction, row: ArticleRow): Promise<ArticleSnapshot> {
  const corrections = await tx
    .select({
      text: articleCorrections.text,
      textGr: articleCorrections.textGr,
      createdAt: articleCorrections.createdAt,
    })
    .from(articleCorrections)
    .where(eq(articleCorrections.articleId, row.id))
    .orderBy(asc(articleCorrections.createdAt), asc(articleCorrections.id))
  const kept = corrections.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() }))
  return snapshotOf(row, await tagIdsOf(tx, row.id), kept)
}

async function storedState(tx: DatabaseOrTransaction, articleId: number): Promise<ArticleRow> {
  const [row] = await tx.select().from(articles).where(eq(articles.id, articleId))
  if (!row) throw new AppError('NOT_FOUND', articleMessages.notFound)
  return row
}

async function tagIdsOf(tx: DatabaseOrTransaction, articleId: number): Promise<number[]> {
  const rows = await tx
    .select({ tagId: articleTags.tagId })
    .from(articleTags)
    .where(eq(articleTags.articleId, articleId))
    .orderBy(asc(articleTags.tagId))
  return rows.map((r) => r.tagId)
}

async function latestRevision(tx: DatabaseOrTransaction, articleId: number): Promise<RevisionRow | undefined> {
  const [row] = await tx
    .select()
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.id))
    .limit(1)
  return row
}

/**
 * Keep the article's current stored state (its row and tag ids, read in the caller's
 * transaction, after the save) as a new revision by `actorId`, naming the fields that
 * changed since the revision before. Called by every save: create, update, status
 * change, restore (`restoredFrom`), and the other writes staff make to an article.
 */
export async function recordArticleRevision(
  tx: Transaction,
  options: { articleId: number; actorId: number | null; restoredFrom?: number | null },
): Promise<{ id: number; version: number }> {
  const row = await storedState(tx, options.articleId)
  const snapshot = await snapshotNow(tx, row)
  const previous = await latestRevision(tx, row.id)
  const [revision] = await tx
    .insert(articleRevisions)
    .values({
      articleId: row.id,
      version: row.version,
      authorId: options.actorId,
      status: row.status,
      title: row.title,
      changedFields: previous ? changedFields(previous.snapshot as Partial<ArticleSnapshot>, snapshot) : [],
      snapshot: { ...snapshot },
      restoredFrom: options.restoredFrom ?? null,
    })
    .returning({ id: articleRevisions.id, version: articleRevisions.version })
  return revision!
}

/**
 * An article saved before revisions existed has none: before its first save changes it,
 * keep what it said then, by its author at its last change, so the history starts there.
 */
export async function recordBaselineRevision(tx: Transaction, row: ArticleRow): Promise<void> {
  if (await latestRevision(tx, row.id)) return
  await tx.insert(articleRevisions).values({
    articleId: row.id,
    version: row.version,
    authorId: row.authorId,
    status: row.status,
    title: row.title,
    changedFields: [],
    snapshot: { ...(await snapshotNow(tx, row)) },
    createdAt: row.updatedAt,
  })
}

/** Who saved the article last and when: its newest revision, else its author at its last change. */
export async function lastSave(
  tx: DatabaseOrTransaction,
  row: ArticleRow,
): Promise<{ author: RevisionAuthor | null; savedAt: Date }> {
  const revision = await latestRevision(tx, row.id)
  const authorId = revision ? revision.authorId : row.authorId
  return { author: authorId ? await authorOf(tx, authorId) : null, savedAt: revision?.createdAt ?? row.updatedAt }
}

const authorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  nickname: users.nickname,
}

async function authorOf(tx: DatabaseOrTransaction, id: number): Promise<RevisionAuthor | null> {
  const [author] = await tx.select(authorColumns).from(users).where(eq(users.id, id))
  return author ?? null
}

/** The article, if `actor` may edit it (the same rule as saving it), else 404 / 403. */
async function assertMayEdit(actor: StaffUser, articleId: number): Promise<void> {
  const [row] = await getDb()
    .select({ authorId: articles.authorId, status: articles.status })
    .from(articles)
    .where(eq(articles.id, articleId))
  if (!row) throw new AppError('NOT_FOUND', articleMessages.notFound)
  if (!canEditArticle(actor, row)) throw new AppError('FORBIDDEN', articleMessages.editForbidden)
}

function summaryOf(
  row: Omit<RevisionRow, 'articleId' | 'snapshot'>,
  author: RevisionAuthor | null,
): ArticleRevisionSummary {
  return {
    id: row.id,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    author,
    status: row.status,
    title: row.title,
    summary: row.changedFields,
    restoredFrom: row.restoredFrom,
  }
}

/** GET /api/admin/articles/{id}/revisions: every save of the article, newest first (no texts). */
export async function listArticleRevisions(options: {
  actor: StaffUser
  articleId: number
}): Promise<{ revisions: ArticleRevisionSummary[] }> {
  await assertMayEdit(options.actor, options.articleId)
  const rows = await getDb()
    .select({
      id: articleRevisions.id,
      version: articleRevisions.version,
      createdAt: articleRevisions.createdAt,
      authorId: articleRevisions.authorId,
      status: articleRevisions.status,
      title: articleRevisions.title,
      changedFields: articleRevisions.changedFields,
      restoredFrom: articleRevisions.restoredFrom,
      author: authorColumns,
    })
    .from(articleRevisions)
    .leftJoin(users, eq(users.id, articleRevisions.authorId))
    .where(eq(articleRevisions.articleId, options.articleId))
    .orderBy(desc(articleRevisions.id))
  return {
    revisions: rows.map(({ author, ...row }) => summaryOf(row, author?.id ? author : null)),
  }
}

/** One revision of this article with every field it kept; 404 for another article's or an unknown id. */
export async function findArticleRevision(
  db: DatabaseOrTransaction,
  articleId: number,
  revisionId: number,
): Promise<ArticleRevision> {
  const [row] = await db
    .select()
    .from(articleRevisions)
    .where(and(eq(articleRevisions.id, revisionId), eq(articleRevisions.articleId, articleId)))
  if (!row) throw new AppError('NOT_FOUND', articleMessages.revisionNotFound)
  const author = row.authorId ? await authorOf(db, row.authorId) : null
  return { ...(row.snapshot as unknown as ArticleSnapshot), ...summaryOf(row, author) }
}

/** GET /api/admin/articles/{id}/revisions/{revisionId}. */
export async function getArticleRevision(options: {
  actor: StaffUser
  articleId: number
  revisionId: number
}): Promise<{ revision: ArticleRevision }> {
  await assertMayEdit(options.actor, options.articleId)
  return { revision: await findArticleRevision(getDb(), options.articleId, options.revisionId) }
}
