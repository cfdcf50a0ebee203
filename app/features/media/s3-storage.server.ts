import type { Readable } from 'node:stream'
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { Config } from '#app/utils/env.server.ts'
import { isValidObjectKey } from './object-keys.ts'
import type { ObjectInfo, StorageDriver } from './storage-driver.ts'

export type S3Config = NonNullable<Config['s3']>

export interface S3StorageDriver extends StorageDriver {
  readonly kind: 's3'
  readonly client: S3Client
  readonly bucket: string
  /** rewrite the stored Content-Type (a browser's PUT sets whatever it declared) */
  setContentType(key: string, contentType: string): Promise<void>
}

const FALLBACK_TYPE = 'application/octet-stream'

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
}

/** total size from `Content-Range: bytes a-b/total`, else the length sent */
function totalSize(output: Pick<GetObjectCommandOutput, 'ContentRange' | 'ContentLength'>): number {
  const total = output.ContentRange?.match(/\/(\d+)$/)?.[1]
  return total ? Number(total) : (output.ContentLength ?? 0)
}

/**
 * Objects in an S3-compatible bucket. With S3_ENDPOINT (MinIO, R2, s3rver…) the
 * addresses are path-style. Checksums only when an operation requires them: a
 * browser cannot add the SDK's default CRC32 to a presigned PUT, and many
 * S3-compatible servers reject it.
 */
export function createS3Storage(config: S3Config): S3StorageDriver {
  const forcePathStyle = Boolean(config.endpoint)
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = config.bucket
  const checkKey = (key: string) => {
    if (!isValidObjectKey(key)) throw new Error(`Invalid object key: ${key}`)
  }
  /** the address of a key without a signature: what the client sends back as imageURL */
  const plainUrlOf = async (key: string) => {
    const signed = await getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: 60 })
    const url = new URL(signed)
    return `${url.origin}${url.pathname}`
  }

  const driver: S3StorageDriver = {
    kind: 's3',
    client,
    bucket: Bucket,
    async put(key, body, contentType) {
      checkKey(key)
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }))
    },
    async get(key) {
      const object = await driver.getStream(key)
      if (!object) return null
      const chunks: Buffer[] = []
      for await (const chunk of object.body) chunks.push(chunk as Buffer)
      return { ...object, body: Buffer.concat(chunks) }
    },
    async getStream(key, range) {
      if (!isValidObjectKey(key)) return null
      try {
        const output = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        )
        return {
          body: output.Body as Readable,
          contentType: output.ContentType ?? FALLBACK_TYPE,
          size: totalSize(output),
          etag: output.ETag ?? '""',
        }
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async stat(key): Promise<ObjectInfo | null> {
      if (!isValidObjectKey(key)) return null
      try {
        const output = await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return {
          contentType: output.ContentType ?? FALLBACK_TYPE,
          size: output.ContentLength ?? 0,
          etag: output.ETag ?? '""',
        }
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async exists(key) {
      return (await driver.stat(key)) !== null
    },
    async setContentType(key, contentType) {
      checkKey(key)
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: key,
          CopySource: `${Bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
          ContentType: contentType,
          MetadataDirective: 'REPLACE',
        }),
      )
    },
    async delete(key) {
      checkKey(key)
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    /**
     * A presigned PUT for this one key. S3 cannot bind a size range or an unknown
     * Content-Type to a presigned PUT (only POST policies have content-length-range),
     * so size and type are checked when the upload is registered.
     */
    async createUploadUrl(key, { expiresAt }) {
      checkKey(key)
      const expiresIn = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key }), { expiresIn })
    },
    /** accepted only when it is exactly the bucket's own address of the key (origin and path) */
    async keyFromUploadUrl(address) {
      let url: URL
      try {
        url = new URL(address)
      } catch {
        return null
      }
      const prefix = forcePathStyle ? `/${Bucket}/` : '/'
      if (!url.pathname.startsWith(prefix)) return null
      let key: string
      try {
        key = decodeURIComponent(url.pathname.slice(prefix.length))
      } catch {
        return null
      }
      if (!isValidObjectKey(key)) return null
      return (await plainUrlOf(key)) === `${url.origin}${url.pathname}` ? key : null
    },
  }
  return driver
}
