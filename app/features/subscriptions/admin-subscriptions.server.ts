import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { subscriptions } from '#db/schema/index.ts'
import type { SubscriptionStatus } from '#db/schema/enums.ts'
import { AppError } from '#app/utils/app-error.ts'
import { containsPattern, getDb } from '#app/utils/db.server.ts'
import { recordAudit, type AuditActor } from '#app/features/audit/public.server.ts'
import { getNewsletterSettings } from '#app/features/settings/public.server.ts'
import { subscriptionMessages } from './subscription.messages.ts'
import type { AdminSubscription, SubscriptionPage } from './subscription.types.ts'

/** The subscriber list as the newsroom sees it: search, filter, page, delete, export. */
export interface SubscriptionQuery {
  status?: SubscriptionStatus
  search?: string
  limit: number
  offset: number
}

function toItem(row: typeof subscriptions.$inferSelect): AdminSubscription {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    language: row.language,
    subscribedAt: row.subscribedAt.toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  }
}

export async function findSubscriptions(query: SubscriptionQuery): Promise<SubscriptionPage> {
  const conditions: SQL[] = []
  if (query.status) conditions.push(eq(subscriptions.status, query.status))
  if (query.search) {
    const pattern = containsPattern(query.search.toLowerCase())
    conditions.push(sql`lower(${subscriptions.email}) LIKE ${pattern}`)
  }
  const where = conditions.length ? and(...conditions) : undefined
  const db = getDb()
  const [rows, [filtered], totals, { confirmedOptIn }] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(desc(subscriptions.subscribedAt), desc(subscriptions.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(subscriptions).where(where),
    db.select({ status: subscriptions.status, n: count() }).from(subscriptions).groupBy(subscriptions.status),
    getNewsletterSettings(),
  ])
  const byStatus = (s: SubscriptionStatus) => totals.find((t) => t.status === s)?.n ?? 0
  return {
    subscriptions: rows.map(toItem),
    total: filtered?.n ?? 0,
    counts: {
      active: byStatus('active'),
      unsubscribed: byStatus('unsubscribed'),
      pending: byStatus('pending'),
      all: byStatus('active') + byStatus('unsubscribed') + byStatus('pending'),
      showPending: confirmedOptIn || byStatus('pending') > 0,
    },
  }
}

export async function deleteSubscription(id: number, actor: AuditActor): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(subscriptions)
      .where(eq(subscriptions.id, id))
      .returning({ id: subscriptions.id, email: subscriptions.email })
    if (!deleted) throw new AppError('NOT_FOUND', subscriptionMessages.notFound)
    await recordAudit(tx, { actor, action: 'subscription.delete', targetId: id, targetLabel: deleted.email })
  })
}

/** A CSV field, quoted, with spreadsheet formulas defused. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** Active subscribers as CSV (RFC 4180) for a mailing tool; the export is recorded with its row count. */
export async function exportActiveSubscribersCsv(actor: AuditActor): Promise<string> {
  const rows = await getDb()
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.status, 'active'))
    .orderBy(subscriptions.subscribedAt, subscriptions.id)
  await recordAudit(getDb(), { actor, action: 'subscription.export', details: { rows: rows.length } })
  const lines = [['email', 'language', 'subscribed_at'].join(',')]
  for (const row of rows) lines.push([row.email, row.language, row.subscribedAt.toISOString()].map(csvField).join(','))
  return `${lines.join('\r\n')}\r\n`
}
