import { eq, sql } from 'drizzle-orm'
import { newsletterDeliveries, newsletters, subscriptions } from '#db/schema/index.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getDb, queryRows } from '#app/utils/db.server.ts'
import { newsletterMessages as m } from './newsletter.messages.ts'

/**
 * Fix an issue's recipients and mark it sending: one delivery row per active,
 * unsuppressed subscription at this moment (a pending or unsubscribed address gets
 * nothing). Done once, under the row lock, so two clicks or two processes
 * cannot send it twice: a second call is refused (409).
 *
 * From the schedule (`scheduledAt` given): only an issue still scheduled for that
 * time starts; a cancelled or moved one is left alone (answers false).
 */
export async function beginSending(
  newsletterId: number,
  options: { scheduledAt?: Date; requireRecipients?: boolean } = {},
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ status: newsletters.status, scheduledAt: newsletters.scheduledAt })
      .from(newsletters)
      .where(eq(newsletters.id, newsletterId))
      .for('update')
    if (!row) throw new AppError('NOT_FOUND', m.notFound)
    if (options.scheduledAt) {
      if (row.status !== 'scheduled' || row.scheduledAt?.getTime() !== options.scheduledAt.getTime()) return false
    } else if (row.status === 'sending') {
      throw new AppError('CONFLICT', m.alreadySending)
    } else if (row.status === 'sent' || row.status === 'failed') {
      throw new AppError('CONFLICT', m.alreadySent)
    }
    const inserted = await queryRows<{ id: number }>(
      sql`INSERT INTO ${newsletterDeliveries} (newsletter_id, subscription_id, email, language)
          SELECT ${newsletterId}, ${subscriptions.id}, ${subscriptions.email}, ${subscriptions.language}
          FROM ${subscriptions}
          WHERE ${subscriptions.status} = 'active' AND ${subscriptions.suppressedAt} IS NULL
          ORDER BY ${subscriptions.id}
          ON CONFLICT DO NOTHING
          RETURNING id`,
      tx,
    )
    if (inserted.length === 0 && options.requireRecipients) throw new AppError('CONFLICT', m.noRecipients)
    await tx
      .update(newsletters)
      .set({
        status: 'sending',
        startedAt: new Date(),
        recipients: inserted.length,
        sent: 0,
        failed: 0,
        unknown: 0,
        updatedAt: new Date(),
      })
      .where(eq(newsletters.id, newsletterId))
    return true
  })
}
