import { eq } from 'drizzle-orm'
import { mediaItems, pendingUploads } from '#db/schema/index.ts'
import type { StaffUser } from '#app/features/auth/public.server.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getDb } from '#app/utils/db.server.ts'
import {
  acceptedTypeOf,
  declaredTypeOf,
  SNIFF_BYTES,
  verifyFileType,
  type AcceptedFileType,
} from './file-types.server.ts'
import { createImageVariants, readImageInfo, variantKeysOf } from './image-variants.server.ts'
import { objectPathFor, UPLOAD_KEY_PATTERN } from './object-keys.ts'
import type { S3StorageDriver } from './s3-storage.server.ts'
import { getStorage, type StorageDriver } from './storage.server.ts'
import { uploadMessages } from './media.messages.ts'

type PendingUpload = typeof pendingUploads.$inferSelect

interface CheckedFile {
  type: AcceptedFileType
  size: number
}

/**
 * Step 3 of the upload: the uploader registers the file it put at
 * `imageURL` (the upload address without its query string). Records a media item,
 * with size, dimensions and WebP renditions for images, and answers its object path.
 * Only the user who asked for the address may register it; a second call answers the
 * same path. On S3 the size and type checks happen here, and a file that fails them
 * is deleted from the bucket.
 */
export async function registerUpload(options: {
  actor: StaffUser
  imageURL: string
  fileName?: string
}): Promise<{ objectPath: string }> {
  const { actor, imageURL } = options
  const storage = getStorage()
  const key = await storage.keyFromUploadUrl(imageURL.split(/[?#]/)[0] ?? '')
  if (!key || !UPLOAD_KEY_PATTERN.test(key)) throw new AppError('BAD_REQUEST', uploadMessages.imageUrlInvalid)
  const db = getDb()
  const [upload] = await db.select().from(pendingUploads).where(eq(pendingUploads.objectKey, key))
  if (!upload) throw new AppError('NOT_FOUND', uploadMessages.notFound)
  if (upload.userId !== actor.id) throw new AppError('FORBIDDEN', uploadMessages.notYours)

  const objectPath = objectPathFor(key)
  const [registered] = await db
    .select({ id: mediaItems.id })
    .from(mediaItems)
    .where(eq(mediaItems.objectPath, objectPath))
  if (registered) return { objectPath }

  const file = storage.kind === 'local' ? completedLocalUpload(upload) : await checkBucketUpload(storage, upload)
  let dimensions: { width: number; height: number } | undefined
  let variants: Record<string, string> = {}
  if (file.type.kind === 'image') {
    const object = await storage.get(key)
    if (!object) throw new AppError('BAD_REQUEST', uploadMessages.notUploaded)
    try {
      const info = await readImageInfo(object.body)
      dimensions = { width: info.width, height: info.height }
      variants = await createImageVariants({ storage, key, input: object.body, info })
    } catch (error) {
      await removeUpload(storage, key)
      throw error
    }
  }
  await db
    .insert(mediaItems)
    .values({
      objectPath,
      fileName: options.fileName ?? key,
      mimeType: file.type.mime,
      size: file.size,
      width: dimensions?.width ?? null,
      height: dimensions?.height ?? null,
      variants,
      uploadedBy: actor.id,
    })
    .onConflictDoNothing({ target: mediaItems.objectPath })
  return { objectPath }
}

/** The local driver checked the file when it arrived: it only has to be there. */
function completedLocalUpload(upload: PendingUpload): CheckedFile {
  const type = upload.completedAt && upload.contentType ? acceptedTypeOf(upload.contentType) : undefined
  if (!type || upload.size === null) throw new AppError('BAD_REQUEST', uploadMessages.notUploaded)
  return { type, size: upload.size }
}

/** A browser PUT straight to the bucket: size and leading bytes are checked now, once. */
async function checkBucketUpload(storage: S3StorageDriver, upload: PendingUpload): Promise<CheckedFile> {
  const known = upload.completedAt && upload.contentType ? acceptedTypeOf(upload.contentType) : undefined
  if (known && upload.size !== null) return { type: known, size: upload.size }
  const key = upload.objectKey
  const info = await storage.stat(key)
  if (!info) throw new AppError('BAD_REQUEST', uploadMessages.notUploaded)
  let type: AcceptedFileType
  try {
    if (info.size > upload.maxSize) {
      throw new AppError('TOO_LARGE', uploadMessages.tooLarge, { params: { max: upload.maxSize } })
    }
    const head =
      info.size > 0 ? await storage.getStream(key, { start: 0, end: Math.min(SNIFF_BYTES, info.size) - 1 }) : null
    const bytes: Buffer[] = []
    if (head) for await (const chunk of head.body) bytes.push(chunk as Buffer)
    type = await verifyFileType(declaredTypeOf(info.contentType), Buffer.concat(bytes))
    if (info.contentType !== type.mime) await storage.setContentType(key, type.mime)
  } catch (error) {
    await removeUpload(storage, key)
    throw error
  }
  await getDb()
    .update(pendingUploads)
    .set({ completedAt: new Date(), contentType: type.mime, size: info.size })
    .where(eq(pendingUploads.objectKey, key))
  return { type, size: info.size }
}

/** The upload and any renditions already made. */
async function removeUpload(storage: StorageDriver, key: string): Promise<void> {
  await Promise.all([key, ...variantKeysOf(key)].map((k) => storage.delete(k)))
}
