import { eq } from 'drizzle-orm'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { articles, mediaItems } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { getStorage } from '#app/features/media/storage.server.ts'
import { imageBytes } from '#app/features/media/test-support/sample-files.ts'
import { uploadSteps } from '#app/features/media/test-support/upload-steps.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
const DAY = 24 * 60 * 60 * 1000
let editor: Awaited<ReturnType<typeof createStaffUser>>
let cookie: string

beforeEach(async () => {
  editor = await createStaffUser({ role: 'contributor' })
  cookie = await sessionCookieFor(editor.id)
})

const get = (query = '') => request(app).get(`/api/admin/media${query}`).set('Cookie', cookie)

/** Library rows as earlier uploads left them, `daysAgo` apart. */
async function seedLibrary() {
  const now = Date.now()
  const rows = [
    { fileName: 'Ακρόπολη-Αθήνα.jpg', mimeType: 'image/jpeg', daysAgo: 1, width: 1600, height: 900 },
    { fileName: 'interview.mp4', mimeType: 'video/mp4', daysAgo: 3 },
    { fileName: 'press-release.pdf', mimeType: 'application/pdf', daysAgo: 10 },
    { fileName: 'SUNSET_100%.png', mimeType: 'image/png', daysAgo: 45, width: 800, height: 600 },
    { fileName: 'archive-clip.mkv', mimeType: 'video/x-matroska', daysAgo: 200 },
  ]
  const inserted = await getDb()
    .insert(mediaItems)
    .values(
      rows.map((r, i) => ({
        objectPath: `/objects/uploads/seeded-${i}`,
        fileName: r.fileName,
        mimeType: r.mimeType,
        size: 1000 + i,
        width: r.width ?? null,
        height: r.height ?? null,
        uploadedBy: i === 4 ? null : editor.id,
        createdAt: new Date(now - r.daysAgo * DAY),
      })),
    )
    .returning()
  return inserted
}

const names = (res: request.Response) => (res.body.items as { name: string }[]).map((i) => i.name)

describe('media library API', () => {
  it('lists every file newest first, with its type, uploader and the total', async () => {
    const seeded = await seedLibrary()
    const res = await get()
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(5)
    expect(names(res)).toEqual([
      'Ακρόπολη-Αθήνα.jpg',
      'interview.mp4',
      'press-release.pdf',
      'SUNSET_100%.png',
      'archive-clip.mkv',
    ])
    expect(res.body.items[0]).toEqual({
      id: seeded[0]!.id,
      name: 'Ακρόπολη-Αθήνα.jpg',
      type: 'image',
      url: '/objects/uploads/seeded-0',
      size: 1000,
      width: 1600,
      height: 900,
      altText: null,
      caption: null,
      credit: null,
      variants: {},
      uploadedAt: seeded[0]!.createdAt.toISOString(),
      uploadedBy: { firstName: editor.firstName, lastName: editor.lastName },
    })
    expect(res.body.items.map((i: { type: string }) => i.type)).toEqual([
      'image',
      'video',
      'document',
      'image',
      'video',
    ])
    expect(res.body.items[4].uploadedBy).toBeNull()
  })

  it('filters by type, upload date and file name, and pages', async () => {
    await seedLibrary()
    expect(names(await get('?type=image'))).toEqual(['Ακρόπολη-Αθήνα.jpg', 'SUNSET_100%.png'])
    expect(names(await get('?type=video'))).toEqual(['interview.mp4', 'archive-clip.mkv'])
    expect(names(await get('?type=document'))).toEqual(['press-release.pdf'])
    expect((await get('?type=all')).body.total).toBe(5)

    expect(names(await get('?date=7d'))).toEqual(['Ακρόπολη-Αθήνα.jpg', 'interview.mp4'])
    expect((await get('?date=30d')).body.total).toBe(3)
    expect((await get('?date=3m')).body.total).toBe(4)
    expect((await get('?date=all')).body.total).toBe(5)

    expect(names(await get('?search=SUNSET'))).toEqual(['SUNSET_100%.png'])
    expect(names(await get('?search=sunset'))).toEqual(['SUNSET_100%.png'])
    expect(names(await get('?search=αθηνα'))).toEqual(['Ακρόπολη-Αθήνα.jpg'])
    expect(names(await get('?search=ΑΚΡΟΠΟΛΗ'))).toEqual(['Ακρόπολη-Αθήνα.jpg'])
    // % and _ are plain characters, not wildcards
    expect(names(await get('?search=100%25'))).toEqual(['SUNSET_100%.png'])
    expect((await get('?search=_')).body.total).toBe(1)
    expect((await get('?search=nothing-like-this')).body).toEqual({ items: [], total: 0 })

    expect(names(await get('?type=video&date=30d'))).toEqual(['interview.mp4'])
    expect(names(await get('?type=image&search=jpg&date=7d'))).toEqual(['Ακρόπολη-Αθήνα.jpg'])

    const page = await get('?limit=2&offset=2')
    expect(page.body.total).toBe(5)
    expect(names(page)).toEqual(['press-release.pdf', 'SUNSET_100%.png'])
    expect(names(await get('?limit=2&offset=4'))).toEqual(['archive-clip.mkv'])

    for (const bad of ['?type=audio', '?date=1y', '?limit=0', '?limit=101', '?offset=-1', '?limit=abc']) {
      const res = await get(bad)
      expect(res.status, bad).toBe(400)
      expect(typeof res.body.message).toBe('string')
    }
  })

  it('edits alt text and caption; empty clears, a left-out field stays', async () => {
    const [item] = await seedLibrary()
    const patch = (body: object, id = item!.id) =>
      request(app).patch(`/api/admin/media/${id}`).set('Cookie', cookie).send(body)
    const res = await patch({ altText: ' Ο Παρθενώνας τη νύχτα ', caption: 'Φωτογραφία: Αρχείο' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: item!.id, altText: 'Ο Παρθενώνας τη νύχτα', caption: 'Φωτογραφία: Αρχείο' })
    expect((await patch({ caption: '' })).body).toMatchObject({ altText: 'Ο Παρθενώνας τη νύχτα', caption: null })
    expect((await patch({ altText: 'x'.repeat(501) })).status).toBe(400)
    expect((await patch({ altText: 'x' }, 999999)).status).toBe(404)
    expect((await patch({ altText: 'x' }, 'abc' as unknown as number)).status).toBe(404)
  })

  it('keeps a credit per file with its alt text and caption, and takes no other field', async () => {
    const [item] = await seedLibrary()
    const patch = (body: unknown) =>
      request(app)
        .patch(`/api/admin/media/${item!.id}`)
        .set('Cookie', cookie)
        .send(body as object)
    const res = await patch({ altText: 'Ο Παρθενώνας', caption: 'Αθήνα, 2026', credit: ' Eurokinissi ' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ altText: 'Ο Παρθενώνας', caption: 'Αθήνα, 2026', credit: 'Eurokinissi' })
    expect((await get()).body.items.find((i: { id: number }) => i.id === item!.id)).toMatchObject({
      credit: 'Eurokinissi',
    })
    expect((await patch({ altText: 'Η Ακρόπολη' })).body).toMatchObject({
      altText: 'Η Ακρόπολη',
      credit: 'Eurokinissi',
    })
    const tooLong = await patch({ credit: 'x'.repeat(201) })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.fieldCodes).toEqual({ credit: 'input.tooLong' })
    const unknown = await patch({ credit: 'AP', fileName: 'other.jpg' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.code).toBe('media.updateInvalid')
    expect((await patch(['credit'])).status).toBe(400)
    expect((await patch({ credit: '' })).body).toMatchObject({ credit: null })
    const anonymous = await request(app).patch(`/api/admin/media/${item!.id}`).send({ credit: 'AP' })
    expect(anonymous.status).toBe(401)
  })

  it('refuses (409) to delete a file an article uses, then deletes it with its renditions', async () => {
    const steps = uploadSteps(app, cookie)
    const uploadURL = await steps.requestUploadUrl()
    await steps.putLocal(uploadURL, await imageBytes(1000, 600), 'image/png')
    const { objectPath } = (await steps.register(uploadURL, 'cover.png')).body as { objectPath: string }
    const key = objectPath.replace('/objects/', '')
    const [item] = await getDb().select().from(mediaItems).where(eq(mediaItems.objectPath, objectPath))
    expect(Object.keys(item!.variants)).toEqual(['480', '960'])

    const category = await createCategory()
    const article = await createArticle({ categoryId: category.id, featuredImageUrl: objectPath })
    const del = () => request(app).delete(`/api/admin/media/${item!.id}`).set('Cookie', cookie)
    const uses = [
      { featuredImageUrl: `http://localhost:3999${objectPath}` },
      { featuredImageUrl: null, galleryImages: ['/objects/seed/other.jpg', objectPath] },
      { galleryImages: [], content: `<p>Text</p><img src="${item!.variants['960']}" alt="">` },
      { content: '<p>Text</p>', contentGr: `<p><img src="${objectPath}"></p>` },
    ]
    const refused = await del()
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({
      message: 'This file is used by an article and cannot be deleted.',
      code: 'media.inUse',
    })
    for (const use of uses) {
      await getDb().update(articles).set(use).where(eq(articles.id, article.id))
      expect((await del()).status, JSON.stringify(use)).toBe(409)
    }
    expect(await getStorage().exists(key)).toBe(true)

    await getDb().update(articles).set({ contentGr: null }).where(eq(articles.id, article.id))
    const deleted = await del()
    expect(deleted.status).toBe(200)
    expect(await getDb().select().from(mediaItems)).toEqual([])
    for (const k of [key, `${key}-w480.webp`, `${key}-w960.webp`]) expect(await getStorage().exists(k)).toBe(false)
    expect((await request(app).get(objectPath)).status).toBe(404)
    expect((await del()).status).toBe(404)
  })
})
