import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { articles, newsletters, users } from '#db/schema/index.ts'
import type { StaffUser } from '#app/features/auth/public.server.ts'
import { recordAudit } from '#app/features/audit/public.server.ts'
import { AppError, fieldError } from '#app/utils/app-error.ts'
import { getDb } from '#app/utils/db.server.ts'
import { newsletterMessages as m } from './newsletter.messages.ts'
import type { NewsletterInput, NewsletterSend } from './newsletter.schema.ts'
import type { NewsletterDetail, NewsletterList, NewsletterSummary } from './newsletter.types.ts'
import { beginSending } from './newsletter-sending.server.ts'
import { queueNewsletterSend, queueNewsletterStart } from './newsletter-jobs.server.ts'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

const columns = {
  id: newsletters.id,
  kind: newsletters.kind,
  subject: newsletters.subject,
  subjectGr: newsletters.subjectGr,
  intro: newsletters.intro,
  introGr: newsletters.introGr,
  articleIds: newsletters.articleIds,
  status: newsletters.status,
  recipients: newsletters.recipients,
  sent: newsletters.sent,
  failed: newsletters.failed,
  unknown: newsletters.unknown,
  scheduledAt: newsletters.scheduledAt,
  startedAt: newsletters.startedAt,
  sentAt: newsletters.sentAt,
  createdAt: newsletters.createdAt,
  authorId: users.id,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
}

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null }

function toDetail(row: Row): NewsletterDetail {
  const articleIds = (row.articleIds ?? []) as number[]
  return {
    id: row.id!,
    kind: row.kind!,
    subject: row.subject!,
    subjectGr: row.subjectGr,
    intro: row.intro ?? '',
    introGr: row.introGr,
    articleIds,
    articleCount: articleIds.length,
    status: row.status!,
    recipients: row.recipients ?? 0,
    sent: row.sent ?? 0,
    failed: row.failed ?? 0,
    unknown: row.unknown ?? 0,
    scheduledAt: iso(row.scheduledAt),
    startedAt: iso(row.startedAt),
    sentAt: iso(row.sentAt),
    createdAt: iso(row.createdAt)!,
    createdBy: row.authorId
      ? { id: row.authorId, firstName: row.authorFirstName!, lastName: row.authorLastName! }
      : null,
  }
}

const summary = ({
  intro: _intro,
  introGr: _introGr,
  articleIds: _ids,
  ...rest
}: NewsletterDetail): NewsletterSummary => rest

function selectNewsletters() {
  return getDb().select(columns).from(newsletters).leftJoin(users, eq(users.id, newsletters.createdBy))
}

/** GET /api/admin/newsletters: newest first. */
export async function listNewsletters(query: { limit: number; offset: number }): Promise<NewsletterList> {
  const [rows, [total]] = await Promise.all([
    selectNewsletters()
      .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
      .limit(query.limit)
      .offset(query.offset),
    getDb().select({ count: count() }).from(newsletters),
  ])
  return { newsletters: rows.map((row) => summary(toDetail(row))), total: total?.count ?? 0 }
}

export async function getNewsletter(id: number): Promise<NewsletterDetail> {
  const [row] = await selectNewsletters().where(eq(newsletters.id, id))
  if (!row) throw new AppError('NOT_FOUND', m.notFound)
  return toDetail(row)
}

/** Every chosen article must be published (a newsletter links readers to it). */
async function assertPublished(articleIds: number[]): Promise<void> {
  const found = await getDb()
    .select({ id: articles.id })
    .from(articles)
    .where(and(inArray(articles.id, articleIds), eq(articles.status, 'published')))
  if (found.length !== new Set(articleIds).size) {
    throw fieldError('articleIds', m.articleNotPublished)
  }
}

export async function createNewsletter(actor: StaffUser, input: NewsletterInput): Promise<NewsletterDetail> {
  const articleIds = [...new Set(input.articleIds)]
  await assertPublished(articleIds)
  const [created] = await getDb()
    .insert(newsletters)
    .values({ ...input, articleIds, createdBy: actor.id })
    .returning({ id: newsletters.id })
  return getNewsletter(created!.id)
}

/** PUT /api/admin/newsletters/{id}: a draft or a scheduled issue only. */
export async function updateNewsletter(id: number, input: NewsletterInput): Promise<NewsletterDetail> {
  const articleIds = [...new Set(input.articleIds)]
  await assertPublished(articleIds)
  const updated = await getDb()
    .update(newsletters)
    .set({ ...input, articleIds, updatedAt: new Date() })
    .where(and(eq(newsletters.id, id), inArray(newsletters.status, ['draft', 'scheduled'])))
    .returning({ id: newsletters.id })
  if (updated.length === 0) {
    await getNewsletter(id)
    throw new AppError('CONFLICT', m.notEditable)
  }
  return getNewsletter(id)
}

/**
 * POST /api/admin/newsletters/{id}/send: now (the recipients are fixed and the queue
 * sends), or at `scheduledAt`. A sent or sending issue is refused (409).
 */
export async function sendNewsletter(actor: StaffUser, id: number, input: NewsletterSend): Promise<NewsletterDetail> {
  const current = await getNewsletter(id)
  if (input.scheduledAt) {
    const scheduled = await getDb()
      .update(newsletters)
      .set({ status: 'scheduled', scheduledAt: input.scheduledAt, updatedAt: new Date() })
      .where(and(eq(newsletters.id, id), inArray(newsletters.status, ['draft', 'scheduled'])))
      .returning({ id: newsletters.id })
    if (scheduled.length === 0) {
      throw new AppError('CONFLICT', current.status === 'sending' ? m.alreadySending : m.alreadySent)
    }
    await recordAudit(getDb(), {
      actor,
      action: 'newsletter.schedule',
      targetId: id,
      targetLabel: current.subject,
      details: { scheduledAt: input.scheduledAt.toISOString() },
    })
    await queueNewsletterStart(id, input.scheduledAt)
    return getNewsletter(id)
  }
  await beginSending(id, { requireRecipients: true })
  await recordAudit(getDb(), { actor, action: 'newsletter.send', targetId: id, targetLabel: current.subject })
  await queueNewsletterSend(id)
  return getNewsletter(id)
}

/** POST /api/admin/newsletters/{id}/cancel: a scheduled issue goes back to draft. */
export async function cancelScheduledNewsletter(actor: StaffUser, id: number): Promise<NewsletterDetail> {
  const current = await getNewsletter(id)
  const cancelled = await getDb()
    .update(newsletters)
    .set({ status: 'draft', scheduledAt: null, updatedAt: new Date() })
    .where(and(eq(newsletters.id, id), eq(newsletters.status, 'scheduled')))
    .returning({ id: newsletters.id })
  if (cancelled.length === 0) throw new AppError('CONFLICT', m.notScheduled)
  await recordAudit(getDb(), { actor, action: 'newsletter.cancel', targetId: id, targetLabel: current.subject })
  return getNewsletter(id)
}
