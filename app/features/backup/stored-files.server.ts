import { createWriteStream } from 'node:fs'
import { copyFile, link, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import { createS3Storage } from '#app/features/media/public.server.ts'
import type { Config } from '#app/utils/env.server.ts'
import { BackupError, type Manifest } from './backup-manifest.ts'

/**
 * The uploaded files in an archive: the storage's objects under their keys, each with
 * `<key>.meta.json` holding its content type. That is the local driver's own layout
 * (DATA_DIR/uploads), and an S3 bucket's objects are written the same way, so either
 * storage can be backed up and restored into either.
 */
const META_SUFFIX = '.meta.json'
/** the local driver's half-received uploads: never part of a backup */
const STAGING = '.staging'

export type FilesSummary = Manifest['files']
/** where the files live: DATA_DIR/uploads, or the bucket when S3 is configured */
export type StorageConfig = Pick<Config, 'dataDir' | 's3'>

export const localUploadsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads')

/** Every file under `root` as a path relative to it (the local driver's staging left out). */
async function filesUnder(root: string): Promise<string[]> {
  let entries
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => file.split(path.sep)[0] !== STAGING)
    .sort()
}

const isObject = (file: string) => !file.endsWith(META_SUFFIX)

/** Same bytes without copying them when the file system allows (a hard link), else a copy. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true })
  try {
    await link(from, to)
  } catch {
    await copyFile(from, to)
  }
}

/** Write the stored files into `target` (the archive's uploads folder). */
export async function copyFilesOut(config: StorageConfig, target: string): Promise<FilesSummary> {
  await mkdir(target, { recursive: true })
  let count = 0
  let bytes = 0
  if (!config.s3) {
    const root = localUploadsDir(config)
    for (const file of await filesUnder(root)) {
      await linkOrCopy(path.join(root, file), path.join(target, file))
      if (isObject(file)) {
        count++
        bytes += (await stat(path.join(root, file))).size
      }
    }
    return { storage: 'local', count, bytes }
  }
  const storage = createS3Storage(config.s3)
  let continuationToken: string | undefined
  do {
    const page = await storage.client.send(
      new ListObjectsV2Command({ Bucket: storage.bucket, ContinuationToken: continuationToken }),
    )
    for (const { Key: key } of page.Contents ?? []) {
      if (!key || key.endsWith(META_SUFFIX) || key.split('/').some((part) => part === '' || part.startsWith('.'))) {
        continue
      }
      const object = await storage.client.send(new GetObjectCommand({ Bucket: storage.bucket, Key: key }))
      const file = path.join(target, key)
      await mkdir(path.dirname(file), { recursive: true })
      await pipeline(object.Body as Readable, createWriteStream(file))
      await writeFile(`${file}${META_SUFFIX}`, JSON.stringify({ contentType: object.ContentType }))
      count++
      bytes += (await stat(file)).size
    }
    continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (continuationToken)
  return { storage: 's3', count, bytes }
}

/** Does the archive's uploads folder hold the objects its manifest counts? */
export async function checkFiles(source: string, expected: FilesSummary): Promise<void> {
  const objects = (await filesUnder(source)).filter(isObject)
  if (objects.length !== expected.count) {
    throw new BackupError(
      `The archive is damaged: it holds ${objects.length} uploaded files, its manifest says ${expected.count}.`,
    )
  }
}

/**
 * Put the archive's files in place. Local storage: DATA_DIR/uploads is moved into
 * `parking` and the archive's folder takes its place. S3: every object is written to
 * the bucket again (objects uploaded after the backup stay, unused).
 */
export async function restoreFiles(config: StorageConfig, source: string, parking: string): Promise<void> {
  if (!config.s3) {
    const current = localUploadsDir(config)
    await mkdir(parking, { recursive: true })
    await rename(current, path.join(parking, 'uploads')).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
    })
    await mkdir(source, { recursive: true })
    await rename(source, current)
    return
  }
  const storage = createS3Storage(config.s3)
  for (const key of (await filesUnder(source)).filter(isObject)) {
    const file = path.join(source, key)
    const meta = JSON.parse(await readFile(`${file}${META_SUFFIX}`, 'utf8').catch(() => '{}')) as {
      contentType?: string
    }
    await storage.put(
      key.split(path.sep).join('/'),
      await readFile(file),
      meta.contentType ?? 'application/octet-stream',
    )
  }
}
