import { and, desc, eq, sql } from 'drizzle-orm'
import { articleCorrections, articleRevisions, articles, articleTags, users } from '#db/schema/index.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getDb, type DatabaseOrTransaction, type Transaction } from '#app/utils/db.server.ts'
import type { StaffUser } from '#app/features/auth/public.server.ts'
import { canEditArticle } from '../article-rules.ts'
import { changedFields } from './article-snapshot.ts'
import { articleMessages } from '../article.messages.ts'
import type {
  ArticleRevision,
  ArticleRevisionSummary,
  ArticleSnapshot,
  RevisionAuthor,
  SnapshotCorrection,
} from '../article.types.ts'

/**
 * An article's revisions: every save by staff keeps the article's stored
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

/**
 * An article's stored state as its revisions keep it: the row, its tag ids and
 * corrections, and the snapshot of its newest revision (null before the first).
 */
export interface StoredArticleState {
  row: ArticleRow
  tagIds: number[]
  corrections: SnapshotCorrection[]
  latest: Partial<ArticleSnapshot> | null
}

/**
 * What a revision needs besides the row, as subqueries of the select of the article's
 * row: built by `db` (it knows the schema's column casing), each naming the article's
 * row in its WHERE, where Drizzle names a column with its table.
 */
export function snapshotColumns(db: DatabaseOrTransaction) {
  const tagIds = db
    .select({ ids: sql`array_agg(${articleTags.tagId} order by ${articleTags.tagId})` })
    .from(articleTags)
    .where(eq(articleTags.articleId, articles.id))
  // the time to the millisecond, as a Date read by either driver keeps it
  const corrections = db
    .select({
      list: sql`json_agg(json_build_object(
        'text', ${articleCorrections.text},
        'textGr', ${articleCorrections.textGr},
        'createdAt', date_trunc('milliseconds', ${articleCorrections.createdAt})
      ) order by ${articleCorrections.createdAt}, ${articleCorrections.id})`,
    })
    .from(articleCorrections)
    .where(eq(articleCorrections.articleId, articles.id))
  const latest = db
    .select({ snapshot: articleRevisions.snapshot })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articles.id))
    .orderBy(desc(articleRevisions.id))
    .limit(1)
  return {
    tagIds: sql<number[]>`coalesce(${tagIds}, '{}')`,
    corrections: sql<Array<{ text: string; textGr: string | null; createdAt: string }>>`coalesce(${corrections}, '[]')`,
    latest: sql<Partial<ArticleSnapshot> | null>`${latest}`,
  }
}

/** What the columns of `snapshotColumns` read, as values. */
type SnapshotColumnValues = {
  [Name in keyof ReturnType<typeof snapshotColumns>]: ReturnType<typeof snapshotColumns>[Name]['_']['type']
}

/**
 * The article's stored state, read in one statement (one wait at a busy database: a
 * save reads it before its transaction, article-save.server.ts).
 */
export async function readStoredState(tx: DatabaseOrTransaction, articleId: number): Promise<StoredArticleState> {
  const [found] = await tx
    .select({ row: articles, ...snapshotColumns(tx) })
    .from(articles)
    .where(eq(articles.id, articleId))
  if (!found) throw new AppError('NOT_FOUND', articleMessages.notFound)
  return storedStateOf(found)
}

/** The stored state from a row read with `snapshotColumns`. */
export function storedStateOf(found: { row: ArticleRow } & SnapshotColumnValues): StoredArticleState {
  const corrections = found.corrections.map((c) => ({ ...c, createdAt: new Date(c.createdAt).toISOString() }))
  return { row: found.row, tagIds: found.tagIds, corrections, latest: found.latest }
}

/**
 * The statement, not yet run, that keeps the article as `row`, `tagIds` and
 * `corrections` say (as the save wrote them) as a new revision by `actorId`, naming the
 * fields that changed since the `previous` revision's snapshot.
 */
export function revisionInsert(
  tx: DatabaseOrTransaction,
  revision: Omit<StoredArticleState, 'latest'> & {
    previous: Partial<ArticleSnapshot> | null
    actorId: number | null
    restoredFrom?: number | null
    /** when it was made, if not now */
    createdAt?: Date
  },
) {
  const { row, previous } = revision
  const snapshot = snapshotOf(row, revision.tagIds, revision.corrections)
  return tx.insert(articleRevisions).values({
    articleId: row.id,
    version: row.version,
    authorId: revision.actorId,
    status: row.status,
    title: row.title,
    changedFields: previous ? changedFields(previous, snapshot) : [],
    snapshot: { ...snapshot },
    restoredFrom: revision.restoredFrom ?? null,
    createdAt: revision.createdAt,
  })
}

/**
 * Keep the article's current stored state (read in the caller's transaction, after the
 * write) as a new revision by `actorId`. Called by the writes staff make to an article
 * other than a save of its fields, which builds its revision from what it wrote.
 */
export async function recordArticleRevision(
  tx: Transaction,
  options: { articleId: number; actorId: number | null; restoredFrom?: number | null },
): Promise<{ id: number; version: number }> {
  const state = await readStoredState(tx, options.articleId)
  const [revision] = await revisionInsert(tx, { ...state, previous: state.latest, ...options }).returning({
    id: articleRevisions.id,
    version: articleRevisions.version,
  })
  return revision!
}

/**
 * An article saved before revisions existed has none: before its first save changes it,
 * keep what it said then, by its author at its last change, so the history starts there.
 * Answers the newest revision's snapshot, the baseline's when it was just made.
 */
export async function withBaselineRevision(
  tx: Transaction,
  state: StoredArticleState,
): Promise<Partial<ArticleSnapshot>> {
  if (state.latest) return state.latest
  const { row } = state
  await revisionInsert(tx, { ...state, previous: null, actorId: row.authorId, createdAt: row.updatedAt })
  return snapshotOf(row, state.tagIds, state.corrections)
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
