import { eq, sql } from 'drizzle-orm'
import { subscriptions } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'

/**
 * A mail provider's report about an address: a complaint (the reader marked a
 * newsletter as spam) or a hard bounce found after delivery. Either suppresses the
 * address at once: it receives nothing more until it subscribes again. Answers whether
 * the address was on the list (the caller learns nothing else).
 */
export async function suppressAddress(email: string, kind: 'complaint' | 'bounce'): Promise<boolean> {
  const updated = await getDb()
    .update(subscriptions)
    .set({
      suppressedAt: new Date(),
      suppressionReason: kind === 'complaint' ? 'complaint' : 'bounce reported by the mail provider',
    })
    .where(eq(sql`lower(${subscriptions.email})`, email.toLowerCase()))
    .returning({ id: subscriptions.id })
  return updated.length > 0
}
