import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setReadCacheEnabled } from './content-cache.server.ts'
import { createArticle, createCategory, createUser } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

/**
 * Every admin write that readers can see reaches the public answers through the one
 * path the caches follow: the database's change notice (migration 0009's triggers;
 * docs/decisions/003). No route of the admin API drops a cache by itself, so each
 * kind of write below shows only if a trigger announces it. The read cache is on for
 * both engines here; on PostgreSQL the notice arrives a moment after the commit.
 */
const app = createApiApp()
let chief: string
let categoryId: number

beforeAll(() => setReadCacheEnabled(true))
afterAll(() => setReadCacheEnabled(process.env.TEST_DB !== 'postgres'))

beforeEach(async () => {
  chief = await sessionCookieFor((await createStaffUser({ role: 'super_admin' })).id)
  categoryId = (await createCategory()).id
})

const read = async (path: string) => (await request(app).get(`/api/public${path}`)).body as Record<string, unknown>
const write = (method: 'post' | 'put' | 'delete', path: string, body?: object) =>
  request(app)[method](`/api/admin${path}`).set('Cookie', chief).send(body)

/** Read once (now kept), write, then the public answer shows the write. */
async function expectSeen(
  path: string,
  change: () => Promise<{ status: number }>,
  seen: (answer: Record<string, unknown>) => void,
): Promise<void> {
  await read(path)
  expect((await change()).status).toBeLessThan(300)
  await vi.waitFor(async () => seen(await read(path)), { timeout: 5000, interval: 20 })
}

describe('admin writes reach the cached public answers through the database notice', () => {
  it('site form, legal pages, breaking news and editor’s pick (site settings, curated lists)', async () => {
    const { id } = await createArticle({ categoryId, slug: 'picked' })
    await expectSeen(
      '/settings',
      () => write('put', '/settings', { siteName: 'Νέος Παλμός', siteDescription: '', contactEmail: '' }),
      (answer) => expect(answer.siteName).toBe('Νέος Παλμός'),
    )
    await expectSeen(
      '/privacy-policy',
      () => write('put', '/settings', { privacyPolicy: '<p>Απόρρητο</p>' }),
      (answer) => expect(answer.content).toBe('<p>Απόρρητο</p>'),
    )
    await expectSeen(
      '/settings',
      () => write('put', '/settings', { breakingNewsArticles: [id] }),
      (answer) => expect(answer.breakingNewsArticles).toEqual([id]),
    )
    await expectSeen(
      '/settings',
      () => write('put', '/settings', { editorsPickArticles: [id] }),
      (answer) => expect(answer.editorsPickArticles).toEqual([id]),
    )
  })

  it('categories, advertisements, articles and authors’ names', async () => {
    await expectSeen(
      '/categories',
      () => write('post', '/categories', { name: 'Science', nameGr: 'Επιστήμη' }),
      (answer) => expect(JSON.stringify(answer)).toContain('"slug":"science"'),
    )
    await expectSeen(
      '/advertisements/homepage_banner',
      () => write('post', '/advertisements', { title: 'Banner', placement: 'homepage_banner' }),
      (answer) => expect(answer).toEqual([expect.objectContaining({ title: 'Banner' })]),
    )
    const author = await createUser({ firstName: 'Ελένη', lastName: 'Μάρκου', email: 'eleni@example.com' })
    const { id } = await createArticle({ categoryId, slug: 'story', title: 'Before', authorId: author.id })
    await expectSeen(
      '/articles/story',
      () =>
        write('put', `/users/${author.id}`, {
          firstName: 'Ελένη',
          lastName: 'Μάρκου',
          nickname: 'Λένα',
          email: 'eleni@example.com',
          role: 'contributor',
        }),
      (answer) => expect(answer.author).toMatchObject({ nickname: 'Λένα' }),
    )
    await expectSeen(
      '/articles/story',
      () =>
        write('put', `/articles/${id}`, {
          title: 'After',
          content: '<p>Κείμενο.</p>',
          categoryId,
          status: 'published',
        }),
      (answer) => expect(answer.title).toBe('After'),
    )
    await expectSeen(
      '/articles/latest',
      () => write('delete', `/articles/${id}`),
      (answer) => expect(JSON.stringify(answer)).not.toContain('"story"'),
    )
  })
})
