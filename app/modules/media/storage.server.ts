import path from 'node:path'
import type { Readable } from 'node:stream'
import { getConfig, type RuntimeConfig } from '#app/utils/config.server.ts'
import { createLocalStorage, type LocalStorageDriver } from './local-storage.server.ts'
import { createS3Storage, type S3StorageDriver } from './s3-storage.server.ts'

/**
 * Where uploaded files live. Keys are relative paths such as `uploads/<id>` or
 * `seed/<name>.jpg`; readers fetch them from `/objects/<key>`. Two drivers: local
 * disk (DATA_DIR/uploads) and an S3 bucket, chosen by the configuration.
 */
export interface ObjectInfo {
  contentType: string
  /** the whole object's size in bytes */
  size: number
  /** a strong validator, quoted, e.g. `"abc"` */
  etag: string
}

export interface StoredObject extends ObjectInfo {
  body: Buffer
}

/** An inclusive byte range, as in `Range: bytes=start-end`. */
export interface ByteRange {
  start: number
  end: number
}

export interface ObjectStream extends ObjectInfo {
  body: Readable
}

export interface UploadUrlOptions {
  maxSize: number
  expiresAt: Date
}

export interface StorageDriver {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** the whole object in memory, or null */
  get(key: string): Promise<StoredObject | null>
  /** the object (or a byte range of it) as a stream, or null */
  getStream(key: string, range?: ByteRange): Promise<ObjectStream | null>
  /** type, size and ETag without the bytes, or null */
  stat(key: string): Promise<ObjectInfo | null>
  exists(key: string): Promise<boolean>
  /** removes the object; no error when it is not there */
  delete(key: string): Promise<void>
  /**
   * a signed address that accepts one PUT of the object's bytes until expiresAt: the
   * bucket's, or (local disk) a path on this server, relative so it works at any of its addresses
   */
  createUploadUrl(key: string, options: UploadUrlOptions): Promise<string>
  /** the key an upload address (its query string ignored) points to, or null when it is not one of ours */
  keyFromUploadUrl(url: string): Promise<string | null>
}

export type AppStorage = LocalStorageDriver | S3StorageDriver

export { isValidObjectKey, objectPathFor } from './object-keys.ts'

let driver: AppStorage | undefined
let driverConfig: RuntimeConfig | undefined

/** The storage of this process, chosen from the configuration (S3 when S3_BUCKET is set). */
export function getStorage(): AppStorage {
  const config = getConfig()
  if (!driver || driverConfig !== config) {
    driver = config.s3
      ? createS3Storage(config.s3)
      : createLocalStorage(path.join(config.dataDir, 'uploads'), {
          publicUrl: config.publicUrl,
          secret: config.sessionSecret,
        })
    driverConfig = config
  }
  return driver
}
