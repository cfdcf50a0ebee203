import type { Readable } from 'node:stream'

/**
 * What every storage driver (local-storage.server.ts, s3-storage.server.ts) does, in a
 * module of its own so the drivers and storage.server.ts, which picks one, do not
 * import each other.
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
