import { eq } from 'drizzle-orm'
import { articleCorrections, articles } from '#db/schema/index.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getDb } from '#app/utils/db.server.ts'
import type { StaffUser } from '#app/features/auth/public.server.ts'
import { isLive } from '../article-rules.ts'
import type { CorrectionInput } from '../article.schema.ts'
import { articleMessages } from '../article.messages.ts'
import type {
  AdminArticleCorrection,
  AdminArticleCorrectionList,
  AdminArticleWithCorrections,
} from '../article.types.ts'
import { getAdminArticle } from './articles.server.ts'
import { ofArticle, readCorrections } from '../pages/correction-reads.server.ts'
import { readStoredState, recordArticleRevision, withBaselineRevision } from '../history/article-revisions.server.ts'
import { recordAudit } from '#app/features/audit/public.server.ts'

/**
 * Dated correction notes on published articles: added by editors and
 * super_admins, shown to readers at the foot of the article, never changed or deleted
 * (a mistaken note is put right by another one, as a newsroom does). Their table sends
 * the content notice (migration 0014), so readers' caches drop as for any edit.
 */

type CorrectionRow = Awaited<ReturnType<typeof readCorrections>>[number]

function toAdminCorrection(row: CorrectionRow): AdminArticleCorrection {
  return {
    id: row.id,
    text: row.text,
    textGr: row.textGr,
    createdAt: row.createdAt.toISOString(),
    author:
      row.authorId !== null
        ? { id: row.authorId, firstName: row.firstName!, lastName: row.lastName!, nickname: row.nickname }
        : null,
  }
}

async function articleRow(articleId: number) {
  const [row] = await getDb()
    .select({ id: articles.id, status: articles.status, publishedAt: articles.publishedAt })
    .from(articles)
    .where(eq(articles.id, articleId))
  if (!row) throw new AppError('NOT_FOUND', articleMessages.notFound)
  return row
}

/** GET /api/admin/articles/:id/corrections; 404 for an unknown article. */
export async function listArticleCorrections(articleId: number): Promise<AdminArticleCorrectionList> {
  await articleRow(articleId)
  return { corrections: (await readCorrections(ofArticle(articleId))).map(toAdminCorrection) }
}

/** GET /api/admin/articles/:id: the article and its corrections, so the editor lists them. */
export async function getAdminArticleWithCorrections(articleId: number): Promise<AdminArticleWithCorrections> {
  const article = await getAdminArticle(articleId)
  return { ...article, corrections: (await readCorrections(ofArticle(articleId))).map(toAdminCorrection) }
}

/**
 * POST /api/admin/articles/:id/corrections (the caller checked `articles.correct`):
 * 404 for an unknown article, 409 unless readers can see it (a draft, an article under
 * review or one not yet due is simply edited: there is nothing public to correct).
 */
export async function addArticleCorrection(options: {
  actor: StaffUser
  articleId: number
  input: CorrectionInput
}): Promise<AdminArticleCorrection> {
  const { actor, articleId, input } = options
  if (!isLive(await articleRow(articleId))) throw new AppError('CONFLICT', articleMessages.correctionNotPublished)
  // the correction is part of the article's history: a revision keeps it (the version
  // stays: the article's fields did not change) and the audit log names who added it
  const row = await getDb().transaction(async (tx) => {
    const state = await readStoredState(tx, articleId)
    await withBaselineRevision(tx, state)
    const [added] = await tx
      .insert(articleCorrections)
      .values({ articleId, text: input.text, textGr: input.textGr, authorId: actor.id })
      .returning({ id: articleCorrections.id })
    await recordArticleRevision(tx, { articleId, actorId: actor.id })
    const details = { correctionId: added!.id }
    await recordAudit(tx, {
      actor,
      action: 'article.correct',
      targetId: articleId,
      targetLabel: state.row.title,
      details,
    })
    return added
  })
  const [added] = await readCorrections(eq(articleCorrections.id, row!.id))
  return toAdminCorrection(added!)
}
