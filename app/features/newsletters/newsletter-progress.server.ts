import { and, eq, inArray, min, sql } from 'drizzle-orm'
import { newsletterDeliveries, newsletters } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import type { BatchOutcome } from './newsletter.types.ts'

/**
 * After a batch: when no mail of the issue is waiting or being handed over, its counts
 * are made again from the deliveries and it is settled: `sent`, or `failed` when
 * every mail failed. Otherwise, when its next mail is due.
 */
export async function settleIfDone(newsletterId: number): Promise<BatchOutcome> {
  const db = getDb()
  const [waiting] = await db
    .select({ count: sql<number>`count(*)::int`, dueAt: min(newsletterDeliveries.nextAttemptAt) })
    .from(newsletterDeliveries)
    .where(
      and(
        eq(newsletterDeliveries.newsletterId, newsletterId),
        inArray(newsletterDeliveries.status, ['queued', 'handing']),
      ),
    )
  if (waiting && waiting.count > 0) {
    const dueAt = waiting.dueAt && waiting.dueAt > new Date() ? waiting.dueAt : new Date()
    return { kind: 'more', dueAt }
  }
  const counted = (status: string) =>
    sql<number>`(SELECT count(*)::int FROM ${newsletterDeliveries} WHERE ${newsletterDeliveries.newsletterId} = ${newsletterId} AND ${newsletterDeliveries.status} = ${status})`
  await db
    .update(newsletters)
    .set({
      recipients: sql`(SELECT count(*)::int FROM ${newsletterDeliveries} WHERE ${newsletterDeliveries.newsletterId} = ${newsletterId})`,
      sent: counted('sent'),
      failed: counted('failed'),
      unknown: counted('unknown'),
      status: sql`CASE WHEN ${counted('sent')} = 0 AND ${counted('failed')} > 0 THEN 'failed' ELSE 'sent' END`,
      sentAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(newsletters.id, newsletterId), eq(newsletters.status, 'sending')))
  return { kind: 'done' }
}
