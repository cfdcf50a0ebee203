import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { getConfig } from '#app/utils/config.server.ts'

/**
 * Where uploaded files live. Keys are relative paths such as `uploads/<id>` or
 * `seed/<name>.jpg`; readers fetch them from `/objects/<key>`.
 */
export interface StoredObject {
  body: Buffer
  contentType: string
  size: number
}

export interface StorageDriver {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  get(key: string): Promise<StoredObject | null>
  delete(key: string): Promise<void>
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i

export function isValidObjectKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').includes('..') && key.length <= 300
}

export function objectPathFor(key: string): string {
  return `/objects/${key}`
}

/** Files under DATA_DIR/uploads, each with a small `.meta.json` holding its content type. */
export function createLocalStorage(root: string): StorageDriver {
  const fileFor = (key: string) => {
    if (!isValidObjectKey(key)) throw new Error(`Invalid object key: ${key}`)
    return path.join(root, key)
  }
  return {
    async put(key, body, contentType) {
      const file = fileFor(key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, body)
      await writeFile(`${file}.meta.json`, JSON.stringify({ contentType }))
    },
    async get(key) {
      if (!isValidObjectKey(key)) return null
      const file = fileFor(key)
      try {
        const [body, meta, info] = await Promise.all([
          readFile(file),
          readFile(`${file}.meta.json`, 'utf8'),
          stat(file),
        ])
        return { body, contentType: (JSON.parse(meta) as { contentType: string }).contentType, size: info.size }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      const file = fileFor(key)
      await rm(file, { force: true })
      await rm(`${file}.meta.json`, { force: true })
    },
  }
}

let driver: StorageDriver | undefined
let driverRoot: string | undefined

/** The storage of this process, chosen from the configuration. */
export function getStorage(): StorageDriver {
  const root = path.join(getConfig().dataDir, 'uploads')
  if (!driver || driverRoot !== root) {
    driver = createLocalStorage(root)
    driverRoot = root
  }
  return driver
}
