import { and, eq } from 'drizzle-orm'
import { advertisements } from '#db/schema/index.ts'
import { siteDay } from '#app/utils/dates.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readThrough } from '#server/runtime/public.server.ts'
import { servable } from './ads.server.ts'

/**
 * What GET /api/public/advertisements/{id}/frame answers: the custom HTML of an ad
 * that runs today, as a document of its own (ad-frame.ts).
 *
 * Its policy stands in for the frame's `sandbox` attribute when the address is opened
 * on its own: an opaque origin (no cookies, no storage, nothing of this site), no
 * script at all, popups only for its links; pictures and styles as the ad brings them.
 */
export const AD_FRAME_POLICY = [
  'sandbox allow-popups allow-popups-to-escape-sandbox',
  "default-src 'none'",
  "img-src 'self' https: data:",
  "style-src 'unsafe-inline'",
  'font-src https: data:',
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

/** How long an ad's markup is kept in memory at most (content changes drop it at once). */
const FRAME_MAX_AGE_MS = 30_000

/** The markup of ad `id` when it runs today and has some; null otherwise. */
export function servedAdMarkup(id: number): Promise<string | null> {
  const today = siteDay()
  return readThrough(
    `ad-frame:${id}:${today}`,
    FRAME_MAX_AGE_MS,
    async () => {
      const [ad] = await getDb()
        .select({ htmlContent: advertisements.htmlContent })
        .from(advertisements)
        .where(and(eq(advertisements.id, id), servable(today)))
      return ad?.htmlContent?.trim() ? ad.htmlContent : null
    },
    ['advertisements'],
  )
}

/**
 * The frame's document: the markup as the ad's author wrote it, in standards mode
 * (as a `srcdoc` document is), in UTF-8.
 */
export function adFrameDocument(markup: string): string {
  return `<!DOCTYPE html><meta charset="utf-8">${markup}`
}
