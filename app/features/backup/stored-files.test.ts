import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from '#app/features/media/local-storage.server.ts'
import { createS3Storage } from '#app/features/media/s3-storage.server.ts'
import { startS3TestServer, type S3TestServer } from '#app/features/media/test-support/s3-test-server.ts'
import { checkFiles, copyFilesOut, localUploadsDir, restoreFiles } from './stored-files.server.ts'

/** The uploaded files of a backup: out of a bucket or DATA_DIR/uploads, back into either. */
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'newsroom-files-'))
const localStorageIn = (dataDir: string) =>
  createLocalStorage(localUploadsDir({ dataDir }), { publicUrl: 'http://localhost:3000', secret: 'x'.repeat(32) })

const OBJECTS = [
  { key: 'uploads/0123456789abcdef0123456789abcdef', body: Buffer.from('first file'), type: 'image/png' },
  { key: 'seed/harbour.jpg', body: Buffer.from('second file, a little longer'), type: 'image/jpeg' },
]

let source: S3TestServer
let target: S3TestServer
beforeAll(async () => {
  source = await startS3TestServer('backup-source')
  target = await startS3TestServer('backup-target')
  const bucket = createS3Storage(source.config)
  for (const object of OBJECTS) await bucket.put(object.key, object.body, object.type)
})
afterAll(async () => {
  await source?.stop()
  await target?.stop()
})

describe('the uploaded files of a backup', () => {
  it('copies every object of the bucket and puts them back into another bucket and into local storage', async () => {
    const archived = path.join(tempDir(), 'uploads')
    const summary = await copyFilesOut({ dataDir: tempDir(), s3: source.config }, archived)
    expect(summary).toEqual({ storage: 's3', count: 2, bytes: 10 + 28 })
    await checkFiles(archived, summary)

    await restoreFiles({ dataDir: tempDir(), s3: target.config }, archived, tempDir())
    const bucket = createS3Storage(target.config)
    for (const object of OBJECTS) {
      expect(await bucket.get(object.key)).toMatchObject({ body: object.body, contentType: object.type })
    }

    const dataDir = tempDir()
    await restoreFiles({ dataDir, s3: undefined }, archived, path.join(dataDir, 'before'))
    for (const object of OBJECTS) {
      expect(await localStorageIn(dataDir).get(object.key)).toMatchObject({
        body: object.body,
        contentType: object.type,
      })
    }
  })

  it('copies DATA_DIR/uploads without half-received uploads, and replaces it on restore, keeping the old one', async () => {
    const dataDir = tempDir()
    const storage = localStorageIn(dataDir)
    for (const object of OBJECTS) await storage.put(object.key, object.body, object.type)
    mkdirSync(path.join(localUploadsDir({ dataDir }), '.staging'))
    writeFileSync(path.join(localUploadsDir({ dataDir }), '.staging', 'partial'), 'half')
    const archived = path.join(tempDir(), 'uploads')
    const summary = await copyFilesOut({ dataDir, s3: undefined }, archived)
    expect(summary).toEqual({ storage: 'local', count: 2, bytes: 38 })

    await storage.delete(OBJECTS[0]!.key)
    await storage.put('uploads/later', Buffer.from('after the backup'), 'image/png')
    const parking = path.join(dataDir, 'before')
    await restoreFiles({ dataDir, s3: undefined }, archived, parking)
    expect((await storage.get(OBJECTS[0]!.key))?.body).toEqual(OBJECTS[0]!.body)
    expect(await storage.get('uploads/later')).toBeNull()
    expect(
      (
        await createLocalStorage(path.join(parking, 'uploads'), { publicUrl: 'http://localhost', secret: 'x' }).get(
          'uploads/later',
        )
      )?.body,
    ).toEqual(Buffer.from('after the backup'))
  })

  it('notices an archive missing files its manifest counts', async () => {
    const archived = path.join(tempDir(), 'uploads')
    await copyFilesOut({ dataDir: tempDir(), s3: source.config }, archived)
    await expect(checkFiles(archived, { storage: 's3', count: 3, bytes: 0 })).rejects.toThrow(
      'The archive is damaged: it holds 2 uploaded files, its manifest says 3.',
    )
  })
})
