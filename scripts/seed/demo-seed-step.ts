import type { Database } from '#app/utils/db.server.ts'
import { getStorage } from '#app/features/media/public.server.ts'
import { demoContentLoadedOrNotWanted } from './demo-seed-marker.ts'

/**
 * The start's demo-content step (SEED_DEMO): the server is handed this module by name
 * (server.js: the build's `demo-seed-step.js`, or Vite's module in development) and never
 * imports the demo content itself. Loads the demo newsroom into a database that has none
 * and no content of its own; the demo texts (seed-demo.ts) are read only then.
 * Returns whether it loaded them.
 */
export async function loadDemoContentIfWanted(db: Database): Promise<boolean> {
  if (await demoContentLoadedOrNotWanted(db)) return false
  const { seedDemoContent } = await import('./seed-demo.ts')
  return seedDemoContent({ db, storage: getStorage() })
}

export type DemoSeedStep = typeof loadDemoContentIfWanted
