import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { advertisements } from '#db/schema/index.ts'
import type { AdPlacement } from '#db/schema/enums.ts'
import { AppError } from '#app/utils/app-error.ts'
import { siteDay } from '#app/utils/dates.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readThrough } from '#server/runtime/public.server.ts'
import { firstInWindow } from '#app/utils/event-marks.server.ts'
import { changedFields } from '#app/features/audit/public.ts'
import { recordAudit, type AuditActor } from '#app/features/audit/public.server.ts'
import type { AdInput } from './ad.schema.ts'
import { adMessages } from './ad.messages.ts'
import type { AdList, AdminAd } from './ad.types.ts'

/** Advertisements: the newsroom's CRUD and what a placement serves to readers. */

export const AD_EVENT_WINDOW_MS = 60 * 1000

type AdRow = typeof advertisements.$inferSelect

function toAdmin(row: AdRow): AdminAd {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }
}

export async function listAds(): Promise<AdList> {
  const rows = await getDb()
    .select()
    .from(advertisements)
    .orderBy(desc(advertisements.createdAt), desc(advertisements.id))
  return { advertisements: rows.map(toAdmin), total: rows.length }
}

/** With custom HTML, the image and link are not used. */
function stored(input: AdInput) {
  return input.htmlContent ? { ...input, imageUrl: null, linkUrl: null } : input
}

export async function createAd(input: AdInput, actor: AuditActor): Promise<AdminAd> {
  const row = await getDb().transaction(async (tx) => {
    const [created] = await tx.insert(advertisements).values(stored(input)).returning()
    await recordAudit(tx, { actor, action: 'ad.create', targetId: created!.id, targetLabel: created!.title })
    return created!
  })
  return toAdmin(row)
}

export async function updateAd(
  id: number,
  input: AdInput | { status: AdInput['status'] },
  actor: AuditActor,
): Promise<AdminAd> {
  const values = 'title' in input ? stored(input) : { status: input.status }
  const row = await getDb().transaction(async (tx) => {
    // locked: a delete meanwhile waits for this update, or came first (then it is a 404)
    const [before] = await tx.select().from(advertisements).where(eq(advertisements.id, id)).for('update')
    if (!before) throw new AppError('NOT_FOUND', adMessages.notFound)
    const [updated] = await tx
      .update(advertisements)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(advertisements.id, id))
      .returning()
    const changed = changedFields(before, updated!, Object.keys(values) as (keyof typeof values)[])
    await recordAudit(tx, {
      actor,
      action: 'ad.update',
      targetId: id,
      targetLabel: updated!.title,
      details: { changed },
    })
    return updated!
  })
  return toAdmin(row)
}

export async function deleteAd(id: number, actor: AuditActor): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(advertisements)
      .where(eq(advertisements.id, id))
      .returning({ id: advertisements.id, title: advertisements.title })
    if (!deleted) throw new AppError('NOT_FOUND', adMessages.notFound)
    await recordAudit(tx, { actor, action: 'ad.delete', targetId: id, targetLabel: deleted.title })
  })
}

/** Ads that may run today: enabled, active or scheduled, inside their days (inclusive, site time zone). */
export function servable(today: string) {
  return and(
    eq(advertisements.isGlobalEnabled, true),
    inArray(advertisements.status, ['active', 'scheduled']),
    or(isNull(advertisements.startDate), lte(advertisements.startDate, today)),
    or(isNull(advertisements.endDate), gte(advertisements.endDate, today)),
  )
}

export interface ServedAd {
  id: number
  title: string
  description: string | null
  imageUrl: string | null
  linkUrl: string | null
  htmlContent: string | null
}

/** A placement's ads for readers, highest priority first. */
export async function adsForPlacement(placement: AdPlacement, now = new Date()): Promise<ServedAd[]> {
  return getDb()
    .select({
      id: advertisements.id,
      title: advertisements.title,
      description: advertisements.description,
      imageUrl: advertisements.imageUrl,
      linkUrl: advertisements.linkUrl,
      htmlContent: advertisements.htmlContent,
    })
    .from(advertisements)
    .where(and(eq(advertisements.placement, placement), servable(siteDay(now))))
    .orderBy(desc(advertisements.priority), asc(advertisements.id))
}

/** How long a placement's ads are kept in memory at most (content changes drop them at once). */
const SERVED_MAX_AGE_MS = 30_000

/**
 * A placement's ads as readers get them (the public API and the home page's slots),
 * kept in memory per site day until an ad changes (ads are content: migration 0009).
 */
export function findServedAds(placement: AdPlacement): Promise<ServedAd[]> {
  const now = new Date()
  return readThrough(`ads:${placement}:${siteDay(now)}`, SERVED_MAX_AGE_MS, () => adsForPlacement(placement, now), [
    'advertisements',
  ])
}

/**
 * Count an impression or a click of a servable ad, at most once a minute per
 * visitor. Returns the ad's link (for clicks) or null when the ad isn't running.
 */
export async function recordAdEvent(
  id: number,
  kind: 'impression' | 'click',
  visitor: string,
): Promise<{ linkUrl: string | null } | null> {
  const [ad] = await getDb()
    .select({ id: advertisements.id, linkUrl: advertisements.linkUrl })
    .from(advertisements)
    .where(and(eq(advertisements.id, id), servable(siteDay())))
  if (!ad) return null
  if (await firstInWindow(`ad-${kind}:${id}`, visitor, AD_EVENT_WINDOW_MS)) {
    const column = kind === 'click' ? advertisements.clickCount : advertisements.impressionCount
    await getDb()
      .update(advertisements)
      .set(kind === 'click' ? { clickCount: sql`${column} + 1` } : { impressionCount: sql`${column} + 1` })
      .where(eq(advertisements.id, id))
  }
  return { linkUrl: ad.linkUrl }
}
