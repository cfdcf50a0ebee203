import { Transform, type TransformCallback } from 'node:stream'
import { AppError } from '#app/utils/app-error.ts'
import { SNIFF_BYTES, verifyFileType, type AcceptedFileType } from './file-types.server.ts'
import { uploadMessages } from './media.messages.ts'

export interface UploadGuard extends Transform {
  /** the checked type, once the stream has ended */
  readonly fileType: AcceptedFileType | undefined
}

/**
 * A pass-through for uploaded bytes: fails with 413 as soon as more than `maxSize`
 * bytes arrive (nothing is buffered beyond the first SNIFF_BYTES), and with 415 as
 * soon as the leading bytes are not an accepted type agreeing with `declaredType`.
 */
export function createUploadGuard(options: { maxSize: number; declaredType: string | undefined }): UploadGuard {
  let received = 0
  let head: Buffer[] = []
  let headLength = 0
  let fileType: AcceptedFileType | undefined

  const check = async () => {
    fileType = await verifyFileType(options.declaredType, Buffer.concat(head))
    head = []
  }

  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      received += chunk.length
      if (received > options.maxSize) {
        callback(new AppError('TOO_LARGE', uploadMessages.tooLarge, { params: { max: options.maxSize } }))
        return
      }
      if (fileType) {
        callback(null, chunk)
        return
      }
      head.push(chunk)
      headLength += chunk.length
      if (headLength < SNIFF_BYTES) {
        callback(null, chunk)
        return
      }
      check().then(() => callback(null, chunk), callback)
    },
    flush(callback: TransformCallback) {
      if (fileType) {
        callback()
        return
      }
      check().then(() => callback(), callback)
    },
  })
  return Object.defineProperty(guard, 'fileType', { get: () => fileType }) as UploadGuard
}
