import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { isValidObjectKey } from './object-keys.ts'
import type { ObjectInfo, StorageDriver } from './storage-driver.ts'
import { isValidUploadSignature, signUpload, type UploadSignatureInput } from './upload-signature.server.ts'

/**
 * The path of the server's own upload addresses: `/api/objects/upload/<key>?expires=…&signature=…`.
 * They are issued relative, so the browser PUTs to whichever address it opened the
 * admin at (same origin, no CORS), and no client-sent Host header is ever trusted.
 */
export const LOCAL_UPLOAD_PATH = '/api/objects/upload/'

export interface LocalStorageOptions {
  /** PUBLIC_URL: an absolute upload address on its origin is recognised too */
  publicUrl: string
  /** HMAC key of the upload addresses */
  secret: string
}

/** A staging file outside the served keys; `receive` streams into it. */
export interface StagingFile {
  /** attaches to `source` at once (its errors are handled from the first tick) */
  receive(source: Readable): Promise<StagedFile>
}

/** Bytes written outside the served keys; `commit` moves them into place. */
export interface StagedFile {
  path: string
  size: number
  commit(key: string, contentType: string): Promise<void>
  discard(): Promise<void>
}

export interface LocalStorageDriver extends StorageDriver {
  readonly kind: 'local'
  /** is `signature` this server's signature of (key, expires, maxSize)? */
  verifyUploadSignature(input: UploadSignatureInput, signature: string): boolean
  /** a staging file that no key reaches (keys never start with a dot) */
  stage(): Promise<StagingFile>
}

interface Meta {
  contentType: string
  etag?: string
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'
const etagOf = (hash: ReturnType<typeof createHash>) => `"${hash.digest('base64url')}"`

/** Files under DATA_DIR/uploads, each with a small `.meta.json` holding its content type and ETag. */
export function createLocalStorage(root: string, options: LocalStorageOptions): LocalStorageDriver {
  const fileFor = (key: string) => {
    if (!isValidObjectKey(key)) throw new Error(`Invalid object key: ${key}`)
    return path.join(root, key)
  }
  const writeMeta = async (file: string, meta: Meta) => {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(`${file}.meta.json`, JSON.stringify(meta))
  }
  const readMeta = async (file: string): Promise<Meta | null> => {
    try {
      return JSON.parse(await readFile(`${file}.meta.json`, 'utf8')) as Meta
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }
  /** an open file with its info, or null; the caller closes it (or hands it to a stream) */
  const openObject = async (key: string) => {
    if (!isValidObjectKey(key)) return null
    const file = fileFor(key)
    const meta = await readMeta(file)
    if (!meta) return null
    try {
      const handle = await open(file, 'r')
      const info = await handle.stat()
      const etag = meta.etag ?? `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
      return { handle, info: { contentType: meta.contentType, size: info.size, etag } satisfies ObjectInfo }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }
  const publicOrigin = new URL(options.publicUrl).origin

  const driver: LocalStorageDriver = {
    kind: 'local',
    async put(key, body, contentType) {
      const file = fileFor(key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, body)
      await writeMeta(file, { contentType, etag: etagOf(createHash('sha1').update(body)) })
    },
    async get(key) {
      const opened = await openObject(key)
      if (!opened) return null
      try {
        return { ...opened.info, body: await opened.handle.readFile() }
      } finally {
        await opened.handle.close()
      }
    },
    async getStream(key, range) {
      const opened = await openObject(key)
      if (!opened) return null
      const body = opened.handle.createReadStream(range ? { start: range.start, end: range.end } : {})
      return { ...opened.info, body }
    },
    async stat(key) {
      const opened = await openObject(key)
      if (!opened) return null
      await opened.handle.close()
      return opened.info
    },
    async exists(key) {
      return (await driver.stat(key)) !== null
    },
    async delete(key) {
      const file = fileFor(key)
      await rm(`${file}.meta.json`, { force: true })
      await rm(file, { force: true })
    },
    async createUploadUrl(key, { maxSize, expiresAt }) {
      if (!isValidObjectKey(key)) throw new Error(`Invalid object key: ${key}`)
      const expires = Math.floor(expiresAt.getTime() / 1000)
      const signature = signUpload(options.secret, { key, expires, maxSize })
      return `${LOCAL_UPLOAD_PATH}${key}?expires=${expires}&signature=${signature}`
    },
    async keyFromUploadUrl(address) {
      let url: URL
      try {
        url = new URL(address, options.publicUrl)
      } catch {
        return null
      }
      if (url.origin !== publicOrigin || !url.pathname.startsWith(LOCAL_UPLOAD_PATH)) return null
      const key = safeDecode(url.pathname.slice(LOCAL_UPLOAD_PATH.length))
      return key && isValidObjectKey(key) ? key : null
    },
    verifyUploadSignature(input, signature) {
      return isValidUploadSignature(options.secret, input, signature)
    },
    async stage() {
      const dir = path.join(root, '.staging')
      await mkdir(dir, { recursive: true })
      const file = path.join(dir, randomBytes(12).toString('hex'))
      return {
        async receive(source) {
          const hash = createHash('sha1')
          let size = 0
          const meter = new Transform({
            transform(chunk: Buffer, _encoding, callback) {
              hash.update(chunk)
              size += chunk.length
              callback(null, chunk)
            },
          })
          const output = createWriteStream(file, { flags: 'wx' })
          try {
            await pipeline(source, meter, output)
          } catch (error) {
            // the file may still be opening when the pipeline fails (a client gone at
            // once): wait until the stream has closed it, so removing it really removes it
            if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()))
            await rm(file, { force: true })
            throw error
          }
          const etag = etagOf(hash)
          return {
            path: file,
            size,
            async commit(key, contentType) {
              const target = fileFor(key)
              await writeMeta(target, { contentType, etag })
              await rename(file, target)
            },
            discard: () => rm(file, { force: true }),
          }
        },
      }
    },
  }
  return driver
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}
