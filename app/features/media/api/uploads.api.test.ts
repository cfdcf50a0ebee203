import { readdir } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { mediaItems, pendingUploads } from '#db/schema/index.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { FILE_TYPE_NOT_ALLOWED } from '#app/features/media/file-types.server.ts'
import { getStorage } from '#app/features/media/storage.server.ts'
import * as samples from '#app/features/media/test-support/sample-files.ts'
import { parseUploadUrl, uploadSteps } from '#app/features/media/test-support/upload-steps.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'
import { waitFor } from '#tests/support/wait-for.ts'

const app = createApiApp()
let writer: Awaited<ReturnType<typeof createStaffUser>>
let steps: ReturnType<typeof uploadSteps>
let cookie: string

beforeEach(async () => {
  writer = await createStaffUser({ role: 'contributor' })
  cookie = await sessionCookieFor(writer.id)
  steps = uploadSteps(app, cookie)
})

const keyOf = (uploadURL: string) => parseUploadUrl(uploadURL).pathname.replace('/api/objects/upload/', '')
const mediaCount = async () => (await getDb().select({ n: count() }).from(mediaItems))[0]!.n

/** PUT with `Transfer-Encoding: chunked`: no Content-Length, so only counting the stream can stop it. */
async function putChunked(uploadURL: string, contentType: string, chunks: Buffer[]) {
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const url = parseUploadUrl(uploadURL)
  try {
    return await new Promise<{ status: number; body: { message?: string } }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: url.pathname + url.search,
          headers: { 'Content-Type': contentType },
        },
        (res) => {
          let text = ''
          res.on('data', (c) => (text += c))
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }))
        },
      )
      req.on('error', reject)
      for (const chunk of chunks) req.write(chunk)
      req.end()
    })
  } finally {
    server.close()
  }
}

describe('upload: address, bytes, registration (local driver)', () => {
  it('uploads a PNG in three steps and registers it once, with WebP renditions', async () => {
    const png = await samples.imageBytes(2000, 1000)
    const before = Date.now()
    const uploadURL = await steps.requestUploadUrl()
    expect(uploadURL).toMatch(/^\/api\/objects\/upload\/uploads\/[0-9a-f]{32}\?expires=\d+&signature=[0-9a-f]{64}$/)
    const key = keyOf(uploadURL)
    const [pending] = await getDb().select().from(pendingUploads).where(eq(pendingUploads.objectKey, key))
    expect(pending).toMatchObject({ userId: writer.id, maxSize: 50 * 1024 * 1024, completedAt: null })
    expect(pending!.expiresAt.getTime() - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000)
    expect(pending!.expiresAt.getTime() - before).toBeLessThanOrEqual(15 * 60_000 + 5000)

    const put = await steps.putLocal(uploadURL, png, 'image/png')
    expect(put.status).toBe(200)
    const registered = await steps.register(uploadURL, 'Η Ακρόπολη.png')
    expect(registered.status).toBe(200)
    expect(registered.body).toEqual({ objectPath: `/objects/${key}` })

    const [item] = await getDb().select().from(mediaItems)
    expect(item).toMatchObject({
      objectPath: `/objects/${key}`,
      fileName: 'Η Ακρόπολη.png',
      mimeType: 'image/png',
      size: png.length,
      width: 2000,
      height: 1000,
      uploadedBy: writer.id,
      variants: {
        '480': `/objects/${key}-w480.webp`,
        '960': `/objects/${key}-w960.webp`,
        '1600': `/objects/${key}-w1600.webp`,
      },
    })
    for (const width of [480, 960, 1600]) {
      const variant = await getStorage().get(`${key}-w${width}.webp`)
      expect(variant?.contentType).toBe('image/webp')
      const meta = await sharp(variant!.body).metadata()
      expect(meta).toMatchObject({ format: 'webp', width, height: width / 2 })
    }

    // idempotent for the same user and address
    const again = await steps.register(uploadURL)
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ objectPath: `/objects/${key}` })
    expect(await mediaCount()).toBe(1)
  })

  it('serves the file and its renditions with nosniff, immutable caching, ETag/304 and byte ranges', async () => {
    const png = await samples.imageBytes(1000, 500)
    const uploadURL = await steps.requestUploadUrl()
    await steps.putLocal(uploadURL, png, 'image/png')
    const { objectPath } = (await steps.register(uploadURL)).body as { objectPath: string }

    const res = await request(app).get(objectPath).buffer(true)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-disposition']).toBeUndefined()
    expect(Buffer.from(res.body as Buffer).equals(png)).toBe(true)
    const etag = res.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    const cached = await request(app).get(objectPath).set('If-None-Match', etag)
    expect(cached.status).toBe(304)
    expect(cached.headers['x-content-type-options']).toBe('nosniff')
    const part = await request(app).get(objectPath).set('Range', 'bytes=0-7').buffer(true)
    expect(part.status).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-7/${png.length}`)
    expect(Buffer.from(part.body as Buffer).equals(png.subarray(0, 8))).toBe(true)
    expect(
      (
        await request(app)
          .get(objectPath)
          .set('Range', `bytes=${png.length + 10}-`)
      ).status,
    ).toBe(416)
    const head = await request(app).head(objectPath)
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(png.length))

    const variant = await request(app).get(`${objectPath}-w960.webp`).buffer(true)
    expect(variant.status).toBe(200)
    expect(variant.headers['content-type']).toBe('image/webp')
    expect(variant.headers['x-content-type-options']).toBe('nosniff')
    expect(variant.headers['cache-control']).toContain('immutable')
    expect((await sharp(Buffer.from(variant.body as Buffer)).metadata()).format).toBe('webp')
    expect((await request(app).get('/objects/uploads/nothing-here')).status).toBe(404)
  })

  it('never upscales: renditions only at widths the image has', async () => {
    const uploadURL = await steps.requestUploadUrl()
    await steps.putLocal(uploadURL, await samples.imageBytes(700, 350, 'jpeg'), 'image/jpeg')
    await steps.register(uploadURL, 'medium.jpg')
    const small = await steps.requestUploadUrl()
    await steps.putLocal(small, await samples.imageBytes(300, 300, 'gif'), 'image/gif')
    await steps.register(small, 'small.gif')
    const rows = await getDb().select().from(mediaItems).orderBy(mediaItems.id)
    expect(Object.keys(rows[0]!.variants)).toEqual(['480'])
    expect(rows[0]).toMatchObject({ mimeType: 'image/jpeg', width: 700, height: 350 })
    expect(rows[1]).toMatchObject({ mimeType: 'image/gif', width: 300, height: 300, variants: {} })
  })

  it('registers a video with no dimensions and no renditions', async () => {
    const uploadURL = await steps.requestUploadUrl()
    expect((await steps.putLocal(uploadURL, samples.mp4Bytes(), 'video/mp4')).status).toBe(200)
    const res = await steps.register(uploadURL, 'clip.mp4')
    expect(res.status).toBe(200)
    const [item] = await getDb().select().from(mediaItems)
    expect(item).toMatchObject({ mimeType: 'video/mp4', width: null, height: null, variants: {}, fileName: 'clip.mp4' })
    const served = await request(app).get(res.body.objectPath)
    expect(served.headers['content-type']).toBe('video/mp4')
  })

  it('answers 413 past the size limit, by its header or by counting a chunked stream', async () => {
    const png = await samples.imageBytes(400, 400)
    const uploadURL = await steps.requestUploadUrl({ maxSize: 2000 })
    const big = Buffer.concat([png, Buffer.alloc(3000, 0)])
    const byHeader = await steps.putLocal(uploadURL, big, 'image/png')
    expect(byHeader.status).toBe(413)
    expect(byHeader.body.message).toMatch(/too large/i)
    const chunks = [png.subarray(0, 1000), ...Array.from({ length: 20 }, () => Buffer.alloc(1000, 0))]
    const counted = await putChunked(uploadURL, 'image/png', chunks)
    expect(counted.status).toBe(413)
    expect(counted.body.message).toMatch(/too large/i)
    expect(await getStorage().exists(keyOf(uploadURL))).toBe(false)
    // a failed attempt does not use the address up
    const tiny = await samples.imageBytes(4, 4)
    expect((await steps.putLocal(uploadURL, tiny, 'image/png')).status).toBe(200)

    const tooBig = await request(app)
      .post('/api/objects/upload')
      .set('Cookie', cookie)
      .send({ maxSize: 60 * 1024 * 1024 })
    expect(tooBig.status).toBe(400)
    expect(tooBig.body.message).toBe('File size must be less than 50MB')
  })

  it('answers 415 naming the accepted types for HTML, SVG, a PNG header on HTML and a type the bytes contradict', async () => {
    const uploadURL = await steps.requestUploadUrl()
    const cases: [Buffer, string | undefined][] = [
      [samples.pngHeaderOnHtml(), 'image/png'],
      [samples.svgBytes(), 'image/svg+xml'],
      [samples.svgBytes(), 'image/png'],
      [samples.htmlBytes(), 'text/html'],
      [samples.htmlBytes(), undefined],
      [await samples.imageBytes(20, 20, 'png'), 'image/jpeg'],
      [samples.mp4Bytes(), 'image/png'],
    ]
    for (const [bytes, type] of cases) {
      const res = await steps.putLocal(uploadURL, bytes, type)
      expect(res.status, `${type}`).toBe(415)
      expect(res.body).toEqual({
        message: FILE_TYPE_NOT_ALLOWED,
        code: 'upload.typeNotAllowed',
        params: { types: 'JPG, PNG, GIF, WEBP, MP4, MOV, AVI, WMV, MKV' },
      })
    }
    expect(FILE_TYPE_NOT_ALLOWED).toContain('JPG, PNG, GIF, WEBP, MP4, MOV, AVI, WMV, MKV')
    expect(await getStorage().exists(keyOf(uploadURL))).toBe(false)
    expect((await request(app).get(`/objects/${keyOf(uploadURL)}`)).status).toBe(404)
  })

  it('refuses (415) an HTML page behind a real PNG signature and header, which only decoding catches', async () => {
    const png = await samples.imageBytes(50, 50)
    const forged = Buffer.concat([png.subarray(0, 33), samples.htmlBytes(), Buffer.alloc(200, 0x20)])
    const uploadURL = await steps.requestUploadUrl()
    const put = await steps.putLocal(uploadURL, forged, 'image/png')
    expect(put.status).toBe(415)
    expect(put.body).toEqual({
      message: FILE_TYPE_NOT_ALLOWED,
      code: 'upload.typeNotAllowed',
      params: { types: 'JPG, PNG, GIF, WEBP, MP4, MOV, AVI, WMV, MKV' },
    })
    expect(await mediaCount()).toBe(0)
    expect(await getStorage().exists(keyOf(uploadURL))).toBe(false)
  })

  it('refuses (403) a tampered signature, expiry or key, and an address it never issued', async () => {
    const png = await samples.imageBytes(10, 10)
    const uploadURL = await steps.requestUploadUrl()
    const url = parseUploadUrl(uploadURL)
    const signature = url.searchParams.get('signature')!
    const expires = Number(url.searchParams.get('expires'))
    const other = parseUploadUrl(await steps.requestUploadUrl())
    const tampered = [
      uploadURL.replace(signature, `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`),
      uploadURL.replace(`expires=${expires}`, `expires=${expires + 3600}`),
      `${other.origin}${other.pathname}${url.search}`,
      `${url.origin}/api/objects/upload/uploads/${'0'.repeat(32)}${url.search}`,
      `${url.origin}${url.pathname}`,
      `${url.origin}${url.pathname}?expires=${expires}`,
    ]
    for (const address of tampered) {
      const res = await steps.putLocal(address, png, 'image/png')
      expect(res.status, address).toBe(403)
      expect(res.body.message).toBe('This upload address is not valid.')
    }
    expect((await steps.putLocal(uploadURL, png, 'image/png')).status).toBe(200)
  })

  it('leaves nothing behind when the client goes away mid-upload, and the address stays usable', async () => {
    const png = await samples.imageBytes(300, 300)
    const uploadURL = await steps.requestUploadUrl()
    const url = parseUploadUrl(uploadURL)
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    const stagingDir = path.join(getConfig().dataDir, 'uploads', '.staging')
    try {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: url.pathname + url.search,
        headers: { 'Content-Type': 'image/png', 'Content-Length': String(png.length * 10) },
      })
      req.on('error', () => {})
      req.write(png)
      // the server has begun to store the body: then the client goes away mid-upload
      const staged = () => readdir(stagingDir).catch(() => [] as string[])
      await waitFor('the upload to be staged', async () => (await staged()).length > 0)
      req.destroy()
      await waitFor('the staged part to be removed', async () => (await staged()).length === 0, { timeoutMs: 5000 })
    } finally {
      server.close()
    }
    expect(await getStorage().exists(keyOf(uploadURL))).toBe(false)
    expect((await steps.putLocal(uploadURL, png, 'image/png')).status).toBe(200)
  })

  it('refuses (403) an expired address', async () => {
    const uploadURL = await steps.requestUploadUrl()
    await getDb()
      .update(pendingUploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingUploads.objectKey, keyOf(uploadURL)))
    const res = await steps.putLocal(uploadURL, await samples.imageBytes(10, 10), 'image/png')
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ message: 'This upload address has expired.', code: 'upload.addressExpired' })
  })

  it('refuses (403) a used address, and keeps the first file', async () => {
    const first = await samples.imageBytes(10, 10)
    const uploadURL = await steps.requestUploadUrl()
    expect((await steps.putLocal(uploadURL, first, 'image/png')).status).toBe(200)
    const second = await steps.putLocal(uploadURL, await samples.imageBytes(20, 20), 'image/png')
    expect(second.status).toBe(403)
    expect(second.body).toEqual({ message: 'This upload address has already been used.', code: 'upload.addressUsed' })
    expect((await getStorage().get(keyOf(uploadURL)))!.body.equals(first)).toBe(true)
  })

  it("refuses to register another user's upload (403), one not uploaded yet (400) or an address not ours (400)", async () => {
    const uploadURL = await steps.requestUploadUrl()
    const notYet = await steps.register(uploadURL)
    expect(notYet.status).toBe(400)
    expect(notYet.body).toEqual({ message: 'The file has not been uploaded yet.', code: 'upload.notUploaded' })
    await steps.putLocal(uploadURL, await samples.imageBytes(10, 10), 'image/png')
    const other = await createStaffUser({ role: 'super_admin' })
    const stolen = await steps.register(uploadURL, undefined, await sessionCookieFor(other.id))
    expect(stolen.status).toBe(403)
    expect(stolen.body).toEqual({ message: 'This upload belongs to another user.', code: 'upload.notYours' })
    expect(await mediaCount()).toBe(0)
    for (const imageURL of ['https://evil.example/api/objects/upload/x', '/objects/uploads/x', 'nonsense']) {
      const res = await request(app).put('/api/images').set('Cookie', cookie).send({ imageURL })
      expect(res.status, imageURL).toBe(400)
    }
    const missing = await steps.register(`http://localhost:3999/api/objects/upload/uploads/${'a'.repeat(32)}`)
    expect(missing.status).toBe(404)
    expect((await request(app).put('/api/images').set('Cookie', cookie).send({})).status).toBe(400)
    expect((await steps.register(uploadURL)).status).toBe(200)
  })

  it('works from any address the server answers on, not only PUBLIC_URL (http://localhost:3999 here)', async () => {
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      // the admin opened at 127.0.0.1, as a browser there sends it
      const asked = await fetch(`${origin}/api/objects/upload`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: origin, 'Content-Type': 'application/json' },
        body: '{}',
      })
      expect(asked.status).toBe(200)
      const { uploadURL } = (await asked.json()) as { uploadURL: string }
      // relative: it names neither PUBLIC_URL's origin nor a Host header the client chose
      expect(uploadURL).toMatch(/^\/api\/objects\/upload\/uploads\/[0-9a-f]{32}\?/)
      const forgedHost = await request(app)
        .post('/api/objects/upload')
        .set('Cookie', cookie)
        .set('Host', 'evil.example')
        .send({})
      expect(forgedHost.body.uploadURL).toMatch(/^\/api\/objects\/upload\//)

      // the browser resolves it against the page's address: a same-origin PUT
      const png = await samples.imageBytes(40, 20)
      const put = await fetch(new URL(uploadURL, `${origin}/admin/articles/new`), {
        method: 'PUT',
        headers: { Origin: origin, 'Content-Type': 'image/png' },
        body: new Uint8Array(png),
      })
      expect(put.status).toBe(200)
      const registered = await fetch(`${origin}/api/images`, {
        method: 'PUT',
        headers: { Cookie: cookie, Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ imageURL: uploadURL.split('?')[0], fileName: 'cover.png' }),
      })
      expect(registered.status).toBe(200)
      // the stored path names no origin: it serves from every address
      const { objectPath } = (await registered.json()) as { objectPath: string }
      expect(objectPath).toBe(`/objects/${keyOf(uploadURL)}`)
      const served = await fetch(`${origin}${objectPath}`)
      expect(served.status).toBe(200)
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    } finally {
      server.close()
    }
  })

  it('keeps the cross-site check on the raw upload, and the JSON-only rule everywhere else', async () => {
    const uploadURL = await steps.requestUploadUrl()
    const url = parseUploadUrl(uploadURL)
    const crossSite = await request(app)
      .put(url.pathname + url.search)
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'image/png')
      .send(await samples.imageBytes(10, 10))
    expect(crossSite.status).toBe(403)
    const sameSite = await request(app)
      .put(url.pathname + url.search)
      .set('Origin', 'http://localhost:3999')
      .set('Content-Type', 'image/png')
      .send(await samples.imageBytes(10, 10))
    expect(sameSite.status).toBe(200)
    const notJson = await request(app)
      .post('/api/objects/upload')
      .set('Cookie', cookie)
      .set('Content-Type', 'text/plain')
      .send('maxSize=1')
    expect(notJson.status).toBe(415)
    const rawElsewhere = await request(app)
      .put('/api/images')
      .set('Cookie', cookie)
      .set('Content-Type', 'image/png')
      .send(await samples.imageBytes(10, 10))
    expect(rawElsewhere.status).toBe(415)
    expect((await request(app).post('/api/objects/upload')).status).toBe(401)
  })
})
