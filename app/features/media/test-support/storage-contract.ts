import { describe, expect, it } from 'vitest'
import type { StorageDriver } from '../storage.server.ts'

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

let counter = 0
const freshKey = (prefix = 'contract') => `${prefix}/${Date.now().toString(36)}-${++counter}.bin`

/**
 * What every storage driver does, written once and run against each (local disk and
 * S3). `storage` is read lazily: the driver may be created in a beforeAll.
 */
export function storageContract(name: string, storage: () => StorageDriver): void {
  describe(`storage driver contract: ${name}`, () => {
    it('stores bytes with their content type and reads them back as a buffer', async () => {
      const key = freshKey()
      const body = Buffer.from('hello, storage')
      await storage().put(key, body, 'image/png')
      const object = await storage().get(key)
      expect(object).not.toBeNull()
      expect(object!.body.equals(body)).toBe(true)
      expect(object!.contentType).toBe('image/png')
      expect(object!.size).toBe(body.length)
      expect(object!.etag).toMatch(/^(W\/)?".+"$/)
    })

    it('stats, streams whole and by byte range', async () => {
      const key = freshKey()
      await storage().put(key, Buffer.from('0123456789'), 'video/mp4')
      const info = await storage().stat(key)
      expect(info).toMatchObject({ contentType: 'video/mp4', size: 10 })
      expect(await storage().exists(key)).toBe(true)
      const whole = await storage().getStream(key)
      expect(whole).toMatchObject({ contentType: 'video/mp4', size: 10, etag: info!.etag })
      expect((await readAll(whole!.body)).toString()).toBe('0123456789')
      const part = await storage().getStream(key, { start: 2, end: 5 })
      expect(part!.size).toBe(10)
      expect((await readAll(part!.body)).toString()).toBe('2345')
    })

    it('gives a new ETag when the content changes', async () => {
      const key = freshKey()
      await storage().put(key, Buffer.from('first'), 'image/webp')
      const first = (await storage().stat(key))!.etag
      await storage().put(key, Buffer.from('second'), 'image/webp')
      const second = await storage().get(key)
      expect(second!.body.toString()).toBe('second')
      expect(second!.etag).not.toBe(first)
    })

    it('deletes, and answers null/false for what is not there', async () => {
      const key = freshKey()
      await storage().put(key, Buffer.from('bye'), 'image/gif')
      await storage().delete(key)
      await storage().delete(key)
      expect(await storage().get(key)).toBeNull()
      expect(await storage().getStream(key)).toBeNull()
      expect(await storage().stat(key)).toBeNull()
      expect(await storage().exists(key)).toBe(false)
      expect(await storage().get('missing/nothing-here')).toBeNull()
    })

    it('never reads outside its keys', async () => {
      for (const key of ['../secret', 'uploads/../../etc/passwd', '/etc/passwd', '.staging/x', '']) {
        expect(await storage().get(key)).toBeNull()
        expect(await storage().stat(key)).toBeNull()
      }
    })

    it('issues an upload address that names its key and expires', async () => {
      const key = `uploads/${'ab'.repeat(16)}`
      const url = await storage().createUploadUrl(key, { maxSize: 1000, expiresAt: new Date(Date.now() + 60_000) })
      // the bucket's own address, or a path on this server
      expect(url).toMatch(/^(https?:\/\/|\/api\/)/)
      expect(new URL(url, 'http://any-host.test').search).not.toBe('')
      const plain = url.split('?')[0]!
      expect(await storage().keyFromUploadUrl(plain)).toBe(key)
      expect(await storage().keyFromUploadUrl(url)).toBe(key)
      expect(await storage().keyFromUploadUrl('https://elsewhere.example/uploads/x')).toBeNull()
      expect(await storage().keyFromUploadUrl('not a url')).toBeNull()
    })
  })
}
