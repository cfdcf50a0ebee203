import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import { and, eq, isNull, lt } from 'drizzle-orm'
import { pendingUploads } from '#db/schema/index.ts'
import type { StaffUser } from '#app/features/auth/public.server.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getDb } from '#app/utils/db.server.ts'
import { declaredTypeOf, isAcceptableDeclaredType, UnsupportedFileTypeError } from './file-types.server.ts'
import { readImageInfo } from './image-variants.server.ts'
import { UPLOAD_MAX_BYTES, UPLOAD_URL_TTL_MS } from './media.schema.ts'
import { UPLOAD_KEY_PATTERN } from './object-keys.ts'
import { getStorage } from './storage.server.ts'
import { createUploadGuard } from './upload-guard.server.ts'
import { httpMessages } from '#app/utils/common-messages.ts'
import { uploadMessages } from './media.messages.ts'

/**
 * Step 1 of the upload: a signed address for one new object key,
 * valid 15 minutes, recorded for the user who asked.
 */
export async function createUploadAddress(options: {
  actor: StaffUser
  maxSize?: number
  now?: Date
}): Promise<{ uploadURL: string }> {
  const { actor, maxSize = UPLOAD_MAX_BYTES, now = new Date() } = options
  const key = `uploads/${randomBytes(16).toString('hex')}`
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_MS)
  await getDb().insert(pendingUploads).values({ objectKey: key, userId: actor.id, maxSize, expiresAt })
  return { uploadURL: await getStorage().createUploadUrl(key, { maxSize, expiresAt }) }
}

/** an unused address is kept this long past its expiry, so a late upload still hears it expired */
export const UNUSED_UPLOAD_ADDRESS_KEPT_MS = 24 * 3600 * 1000

/**
 * Addresses never used and long expired, of no more use to anybody (the scheduled
 * cleanup); answers how many were deleted. Used ones stay: they name stored files.
 */
export async function deleteUnusedUploadAddresses(now = new Date()): Promise<number> {
  const deleted = await getDb()
    .delete(pendingUploads)
    .where(
      and(
        isNull(pendingUploads.completedAt),
        lt(pendingUploads.expiresAt, new Date(now.getTime() - UNUSED_UPLOAD_ADDRESS_KEPT_MS)),
      ),
    )
    .returning({ key: pendingUploads.objectKey })
  return deleted.length
}

export interface ReceiveUploadOptions {
  key: string
  /** the address's query values, as sent */
  expires: unknown
  signature: unknown
  /** the Content-Type and Content-Length headers */
  contentType: string | undefined
  contentLength: string | undefined
  body: Readable
  now?: Date
}

/**
 * Step 2 on the local driver: the bytes PUT to a server-issued address. Refused
 * (403) when the signature is wrong, the address expired or was used; 413 past
 * the size limit; 415 unless the bytes are an accepted type agreeing with the
 * declared one. The file becomes visible only once every check passed.
 */
export async function receiveUpload(options: ReceiveUploadOptions): Promise<void> {
  const { key, body, now = new Date() } = options
  try {
    await receive(options, key, body, now)
  } catch (error) {
    // whatever of the body is still coming is read and dropped, so the answer reaches the client
    body.unpipe()
    body.resume()
    throw error
  }
}

async function receive(options: ReceiveUploadOptions, key: string, body: Readable, now: Date): Promise<void> {
  const storage = getStorage()
  if (storage.kind !== 'local') throw new AppError('NOT_FOUND', httpMessages.notFound)
  const expires = Number(options.expires)
  const signature = typeof options.signature === 'string' ? options.signature : ''
  if (!UPLOAD_KEY_PATTERN.test(key) || !Number.isSafeInteger(expires) || !signature) {
    throw new AppError('FORBIDDEN', uploadMessages.addressInvalid)
  }
  const db = getDb()
  const [upload] = await db.select().from(pendingUploads).where(eq(pendingUploads.objectKey, key))
  if (!upload || !storage.verifyUploadSignature({ key, expires, maxSize: upload.maxSize }, signature)) {
    throw new AppError('FORBIDDEN', uploadMessages.addressInvalid)
  }
  if (expires * 1000 <= now.getTime() || upload.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('FORBIDDEN', uploadMessages.addressExpired)
  }
  if (upload.completedAt || (await storage.exists(key))) throw new AppError('FORBIDDEN', uploadMessages.addressUsed)

  const declaredType = declaredTypeOf(options.contentType)
  if (!isAcceptableDeclaredType(declaredType)) throw new UnsupportedFileTypeError()
  if (Number(options.contentLength ?? 0) > upload.maxSize) {
    throw new AppError('TOO_LARGE', uploadMessages.tooLarge, { params: { max: upload.maxSize } })
  }

  // the client may have gone while the address was being checked, its 'close' unheard
  if (body.destroyed && !body.readableEnded) throw new AppError('BAD_REQUEST', uploadMessages.interrupted)
  const staging = await storage.stage()
  // from here to `receive` in one tick: the guard's errors always have a listener
  const guard = createUploadGuard({ maxSize: upload.maxSize, declaredType })
  // a client that went away is no server error (nobody is left to read the answer anyway)
  const interrupted = () => guard.destroy(new AppError('BAD_REQUEST', uploadMessages.interrupted))
  body.once('error', interrupted)
  body.once('close', () => {
    if (!body.readableEnded) interrupted()
  })
  if (body.destroyed && !body.readableEnded) interrupted()
  body.pipe(guard)
  const staged = await staging.receive(guard)
  try {
    const fileType = guard.fileType
    if (!fileType) throw new UnsupportedFileTypeError()
    if (fileType.kind === 'image') await readImageInfo(staged.path)
    const [claimed] = await db
      .update(pendingUploads)
      .set({ completedAt: now, contentType: fileType.mime, size: staged.size })
      .where(and(eq(pendingUploads.objectKey, key), isNull(pendingUploads.completedAt)))
      .returning({ key: pendingUploads.objectKey })
    if (!claimed) throw new AppError('FORBIDDEN', uploadMessages.addressUsed)
    await staged.commit(key, fileType.mime)
  } catch (error) {
    await staged.discard()
    throw error
  }
}
