import { count, eq } from 'drizzle-orm'
import { appMeta, categories } from '#db/schema/index.ts'
import type { Database } from '#app/utils/db.server.ts'

/** The `app_meta` key written when the demo newsroom was loaded. */
export const DEMO_SEED_MARKER = 'demo_content_seeded_at'

/**
 * True when the demo content was loaded before or the newsroom already has content of
 * its own. Small on purpose: the server asks this at every start and loads the demo
 * texts (seed-demo.ts) only when the answer is no.
 */
export async function demoContentLoadedOrNotWanted(db: Database): Promise<boolean> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEED_MARKER))
  if (marker) return true
  const [row] = await db.select({ n: count() }).from(categories)
  return (row?.n ?? 0) > 0
}
