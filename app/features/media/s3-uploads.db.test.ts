import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mediaItems, pendingUploads } from '#db/schema/index.ts'
import { getConfig, setConfig } from '#app/utils/config.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'
import { FILE_TYPE_NOT_ALLOWED } from './file-types.server.ts'
import { getStorage } from './storage.server.ts'
import * as samples from './test-support/sample-files.ts'
import { startS3TestServer, type S3TestServer } from './test-support/s3-test-server.ts'
import { uploadSteps } from './test-support/upload-steps.ts'

/**
 * The upload flow with S3_BUCKET set, against s3rver: the browser PUTs to the bucket's
 * presigned address, and registration checks size and type, deleting what fails.
 */
const app = createApiApp()
let s3: S3TestServer
let cookie: string
let steps: ReturnType<typeof uploadSteps>

beforeAll(async () => {
  s3 = await startS3TestServer()
  setConfig({ ...getConfig(), s3: s3.config })
})

afterAll(async () => {
  await s3?.stop()
})

beforeEach(async () => {
  const user = await createStaffUser({ role: 'editor' })
  cookie = await sessionCookieFor(user.id)
  steps = uploadSteps(app, cookie)
})

const keyOf = (uploadURL: string) => new URL(uploadURL).pathname.replace(`/${s3.config.bucket}/`, '')
const putToBucket = (uploadURL: string, body: Buffer, contentType?: string) =>
  fetch(uploadURL, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: contentType ? { 'Content-Type': contentType } : {},
  })

describe('upload on the S3 driver (s3rver)', () => {
  it('presigns a PUT to the bucket, registers the file with WebP renditions, serves and deletes it', async () => {
    expect(getStorage().kind).toBe('s3')
    const png = await samples.imageBytes(1200, 800)
    const uploadURL = await steps.requestUploadUrl()
    expect(uploadURL.startsWith(`${s3.config.endpoint}/${s3.config.bucket}/uploads/`)).toBe(true)
    expect(uploadURL).toContain('X-Amz-Signature=')
    const key = keyOf(uploadURL)
    expect((await putToBucket(uploadURL, png, 'image/png')).status).toBe(200)

    const registered = await steps.register(uploadURL, 'harbour.png')
    expect(registered.status).toBe(200)
    expect(registered.body).toEqual({ objectPath: `/objects/${key}` })
    const [item] = await getDb().select().from(mediaItems)
    expect(item).toMatchObject({
      fileName: 'harbour.png',
      mimeType: 'image/png',
      size: png.length,
      width: 1200,
      height: 800,
    })
    expect(Object.keys(item!.variants)).toEqual(['480', '960'])
    const [pending] = await getDb().select().from(pendingUploads).where(eq(pendingUploads.objectKey, key))
    expect(pending!.completedAt).not.toBeNull()
    expect((await steps.register(uploadURL)).body).toEqual({ objectPath: `/objects/${key}` })

    const served = await request(app).get(`/objects/${key}`).buffer(true)
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(served.body as Buffer).equals(png)).toBe(true)
    expect(
      (
        await request(app)
          .get(`/objects/${key}`)
          .set('If-None-Match', served.headers.etag as string)
      ).status,
    ).toBe(304)
    const part = await request(app).get(`/objects/${key}`).set('Range', 'bytes=1-4').buffer(true)
    expect(part.status).toBe(206)
    expect(Buffer.from(part.body as Buffer).equals(png.subarray(1, 5))).toBe(true)
    const variant = await request(app).get(`/objects/${key}-w960.webp`).buffer(true)
    expect(variant.headers['content-type']).toBe('image/webp')
    expect((await sharp(Buffer.from(variant.body as Buffer)).metadata()).width).toBe(960)

    const deleted = await request(app).delete(`/api/admin/media/${item!.id}`).set('Cookie', cookie)
    expect(deleted.status).toBe(200)
    for (const k of [key, `${key}-w480.webp`, `${key}-w960.webp`]) expect(await getStorage().exists(k)).toBe(false)
  })

  it('stores the checked type, whatever the browser declared (or left out)', async () => {
    const jpg = await steps.requestUploadUrl()
    await putToBucket(jpg, await samples.imageBytes(100, 100, 'jpeg'), 'image/jpg')
    expect((await steps.register(jpg)).status).toBe(200)
    expect((await getStorage().stat(keyOf(jpg)))!.contentType).toBe('image/jpeg')
    const mkv = await steps.requestUploadUrl()
    await putToBucket(mkv, samples.mkvBytes())
    expect((await steps.register(mkv, 'clip.mkv')).status).toBe(200)
    expect((await getStorage().stat(keyOf(mkv)))!.contentType).toBe('video/x-matroska')
    const served = await request(app).get(`/objects/${keyOf(mkv)}`)
    expect(served.headers['content-type']).toBe('video/x-matroska')
  })

  it('deletes from the bucket, at registration, a file of the wrong type (415) or over the limit (413)', async () => {
    const forged = await steps.requestUploadUrl()
    await putToBucket(forged, samples.pngHeaderOnHtml(), 'image/png')
    const refused = await steps.register(forged)
    expect(refused.status).toBe(415)
    expect(refused.body).toEqual({
      message: FILE_TYPE_NOT_ALLOWED,
      code: 'upload.typeNotAllowed',
      params: { types: 'JPG, PNG, GIF, WEBP, MP4, MOV, AVI, WMV, MKV' },
    })
    expect(await getStorage().exists(keyOf(forged))).toBe(false)

    const svg = await steps.requestUploadUrl()
    await putToBucket(svg, samples.svgBytes(), 'image/svg+xml')
    expect((await steps.register(svg)).status).toBe(415)
    expect(await getStorage().exists(keyOf(svg))).toBe(false)

    const big = await steps.requestUploadUrl({ maxSize: 100 })
    await putToBucket(big, await samples.imageBytes(200, 200), 'image/png')
    const tooBig = await steps.register(big)
    expect(tooBig.status).toBe(413)
    expect(await getStorage().exists(keyOf(big))).toBe(false)
    expect(await getDb().select().from(mediaItems)).toEqual([])
  })

  it("refuses a file not uploaded yet (400) and another user's file (403), and has no server-side PUT", async () => {
    const uploadURL = await steps.requestUploadUrl()
    expect((await steps.register(uploadURL)).status).toBe(400)
    await putToBucket(uploadURL, await samples.imageBytes(10, 10), 'image/png')
    const other = await createStaffUser({ role: 'contributor' })
    const stolen = await steps.register(uploadURL, undefined, await sessionCookieFor(other.id))
    expect(stolen.status).toBe(403)
    expect(await getStorage().exists(keyOf(uploadURL))).toBe(true)
    const foreign = await request(app)
      .put('/api/images')
      .set('Cookie', cookie)
      .send({ imageURL: `http://127.0.0.1:1/${s3.config.bucket}/${keyOf(uploadURL)}` })
    expect(foreign.status).toBe(400)
    const local = await request(app)
      .put(`/api/objects/upload/${keyOf(uploadURL)}?expires=1&signature=x`)
      .set('Content-Type', 'image/png')
      .send(await samples.imageBytes(10, 10))
    expect(local.status).toBe(404)
  })
})
