import { and, count, desc, eq, gte, like, notLike, or, sql, type SQL } from 'drizzle-orm'
import { articles, mediaItems, pendingUploads, users } from '#db/schema/index.ts'
import { AppError } from '#app/utils/app-error.ts'
import { containsPattern, getDb } from '#app/utils/db.server.ts'
import { recordAudit, type AuditActor } from '#app/features/audit/public.server.ts'
import { variantKeysOf } from './image-variants.server.ts'
import type { MediaDateRange, MediaListQuery, MediaUpdateInput } from './media.schema.ts'
import { keyFromObjectPath } from './object-keys.ts'
import { getStorage } from './storage.server.ts'
import { mediaMessages } from './media.messages.ts'
import type { MediaItem, MediaKind, MediaPage } from './media.types.ts'

export function mediaTypeOf(mimeType: string): MediaKind {
  if (mimeType.startsWith('image/')) return 'image'
  if (mimeType.startsWith('video/')) return 'video'
  return 'document'
}

/** The start of a date filter's window, or undefined for all. */
export function dateRangeStart(range: MediaDateRange, now: Date): Date | undefined {
  const start = new Date(now)
  if (range === '7d') start.setUTCDate(start.getUTCDate() - 7)
  else if (range === '30d') start.setUTCDate(start.getUTCDate() - 30)
  else if (range === '3m') start.setUTCMonth(start.getUTCMonth() - 3)
  else return undefined
  return start
}

function listFilters(query: MediaListQuery, now: Date): SQL | undefined {
  const conditions: SQL[] = []
  if (query.type === 'image') conditions.push(like(mediaItems.mimeType, 'image/%'))
  if (query.type === 'video') conditions.push(like(mediaItems.mimeType, 'video/%'))
  if (query.type === 'document') {
    conditions.push(notLike(mediaItems.mimeType, 'image/%'), notLike(mediaItems.mimeType, 'video/%'))
  }
  const since = dateRangeStart(query.date, now)
  if (since) conditions.push(gte(mediaItems.createdAt, since))
  if (query.search) {
    // case-, accent- and final-sigma-insensitive, like the article search
    const pattern = containsPattern(query.search)
    conditions.push(sql`newsroom_search_normalize(${mediaItems.fileName}) LIKE newsroom_search_normalize(${pattern})`)
  }
  return conditions.length ? and(...conditions) : undefined
}

const itemColumns = {
  id: mediaItems.id,
  objectPath: mediaItems.objectPath,
  fileName: mediaItems.fileName,
  mimeType: mediaItems.mimeType,
  size: mediaItems.size,
  width: mediaItems.width,
  height: mediaItems.height,
  altText: mediaItems.altText,
  caption: mediaItems.caption,
  credit: mediaItems.credit,
  variants: mediaItems.variants,
  createdAt: mediaItems.createdAt,
  uploaderFirstName: users.firstName,
  uploaderLastName: users.lastName,
}

interface ItemRow {
  id: number
  objectPath: string
  fileName: string
  mimeType: string
  size: number
  width: number | null
  height: number | null
  altText: string | null
  caption: string | null
  credit: string | null
  variants: Record<string, string>
  createdAt: Date
  uploaderFirstName: string | null
  uploaderLastName: string | null
}

function toView(row: ItemRow): MediaItem {
  return {
    id: row.id,
    name: row.fileName,
    type: mediaTypeOf(row.mimeType),
    url: row.objectPath,
    size: row.size,
    width: row.width,
    height: row.height,
    altText: row.altText,
    caption: row.caption,
    credit: row.credit,
    variants: row.variants,
    uploadedAt: row.createdAt.toISOString(),
    uploadedBy:
      row.uploaderFirstName !== null && row.uploaderLastName !== null
        ? { firstName: row.uploaderFirstName, lastName: row.uploaderLastName }
        : null,
  }
}

/** The media library, newest first, filtered by type, upload date and file name. */
export async function listMedia(query: MediaListQuery, now: Date = new Date()): Promise<MediaPage> {
  const db = getDb()
  const where = listFilters(query, now)
  const [rows, [totals]] = await Promise.all([
    db
      .select(itemColumns)
      .from(mediaItems)
      .leftJoin(users, eq(users.id, mediaItems.uploadedBy))
      .where(where)
      .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(mediaItems).where(where),
  ])
  return { items: rows.map(toView), total: totals?.total ?? 0 }
}

export async function getMediaItem(id: number): Promise<MediaItem> {
  const [row] = await getDb()
    .select(itemColumns)
    .from(mediaItems)
    .leftJoin(users, eq(users.id, mediaItems.uploadedBy))
    .where(eq(mediaItems.id, id))
  if (!row) throw new AppError('NOT_FOUND', mediaMessages.notFound)
  return toView(row)
}

/** Alt text, caption and credit; a field left out stays as it is. */
export async function updateMedia(options: { id: number; input: MediaUpdateInput }): Promise<MediaItem> {
  const { id, input } = options
  const changes: Partial<typeof mediaItems.$inferInsert> = {}
  if (input.altText !== undefined) changes.altText = input.altText
  if (input.caption !== undefined) changes.caption = input.caption
  if (input.credit !== undefined) changes.credit = input.credit
  if (Object.keys(changes).length > 0) {
    const updated = await getDb()
      .update(mediaItems)
      .set(changes)
      .where(eq(mediaItems.id, id))
      .returning({ id: mediaItems.id })
    if (updated.length === 0) throw new AppError('NOT_FOUND', mediaMessages.notFound)
  }
  return getMediaItem(id)
}

/** Does any article's featured image, gallery or body (either language) refer to this path? */
export async function isUsedByAnArticle(objectPath: string): Promise<boolean> {
  const pattern = containsPattern(objectPath)
  const [used] = await getDb()
    .select({ id: articles.id })
    .from(articles)
    .where(
      or(
        like(articles.featuredImageUrl, pattern),
        sql`${articles.galleryImages}::text LIKE ${pattern}`,
        like(articles.content, pattern),
        like(articles.contentGr, pattern),
      ),
    )
    .limit(1)
  return used !== undefined
}

/**
 * Removes a file, its renditions and its library entry; 409 while an article uses it
 * (a rendition's path starts with the file's own, so those count too).
 */
export async function deleteMedia(options: { id: number; actor: AuditActor }): Promise<void> {
  const db = getDb()
  const [item] = await db.select().from(mediaItems).where(eq(mediaItems.id, options.id))
  if (!item) throw new AppError('NOT_FOUND', mediaMessages.notFound)
  if (await isUsedByAnArticle(item.objectPath)) throw new AppError('CONFLICT', mediaMessages.inUse)
  const key = keyFromObjectPath(item.objectPath)
  await db.transaction(async (tx) => {
    await tx.delete(mediaItems).where(eq(mediaItems.id, item.id))
    const details = { objectPath: item.objectPath }
    await recordAudit(tx, {
      actor: options.actor,
      action: 'media.delete',
      targetId: item.id,
      targetLabel: item.fileName,
      details,
    })
  })
  if (!key) return
  await db.delete(pendingUploads).where(eq(pendingUploads.objectKey, key))
  const storage = getStorage()
  const variantKeys = Object.values(item.variants).flatMap((path) => keyFromObjectPath(path) ?? [])
  await Promise.all([...new Set([key, ...variantKeysOf(key), ...variantKeys])].map((k) => storage.delete(k)))
}
