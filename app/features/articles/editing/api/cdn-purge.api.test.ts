import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { getConfig, setConfig, type RuntimeConfig } from '#app/utils/config.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { createCategory } from '#tests/factories/index.ts'
import { startPurgeSink, type PurgeSink } from '#tests/support/purge-sink.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'
import { cdnPurgesSettled } from '#server/runtime/cdn-purge.server.ts'

/**
 * CDN_PURGE_URL: a write that takes an article or a category off a public address
 * makes the process POST those addresses to a (real, local) purge API at once.
 */
const app = createApiApp()
const SITE = 'https://news.example.com'
let sink: PurgeSink
let saved: RuntimeConfig
let editor: string
let sectionId: number

beforeAll(async () => {
  sink = await startPurgeSink()
  saved = getConfig()
})
afterAll(async () => {
  setConfig(saved)
  await sink.close()
})

beforeEach(async () => {
  setConfig({ ...saved, publicUrl: SITE, cdnPurge: { url: sink.url, token: 'purge-token' } })
  sink.received.length = 0
  const parent = await createCategory({ slug: 'politiki' })
  sectionId = (await createCategory({ slug: 'vouli', parentId: parent.id })).id
  editor = await sessionCookieFor((await createStaffUser({ role: 'editor' })).id)
})
afterEach(() => vi.restoreAllMocks())

const body = (overrides: object = {}) => ({
  title: 'Η Βουλή ψηφίζει',
  content: '<p>Κείμενο.</p>',
  categoryId: sectionId,
  status: 'published',
  ...overrides,
})
const create = async (overrides: object = {}) =>
  (await request(app).post('/api/admin/articles').set('Cookie', editor).send(body(overrides))).body as {
    id: number
    slug: string
  }
const put = (id: number, overrides: object) =>
  request(app).put(`/api/admin/articles/${id}`).set('Cookie', editor).send(body(overrides))

/** Every address of an article at `slug` in the sub-category "vouli" of "politiki". */
function articleAddresses(slug: string): string[] {
  return [
    `${SITE}/articles/${slug}`,
    `${SITE}/articles/${slug}?lang=en`,
    `${SITE}/article/${slug}`,
    `${SITE}/api/public/articles/${slug}`,
  ]
}
const LISTS = [
  `${SITE}/`,
  `${SITE}/?lang=en`,
  `${SITE}/articles`,
  `${SITE}/rss.xml`,
  `${SITE}/sitemap.xml`,
  `${SITE}/api/public/articles/latest`,
  `${SITE}/api/public/settings`,
  `${SITE}/categories/vouli`,
  `${SITE}/categories/vouli?lang=en`,
  `${SITE}/categories/politiki`,
  `${SITE}/categories/politiki/rss.xml`,
  `${SITE}/api/public/categories/vouli/articles`,
]

/** A port nothing listens on: one just given up by a server. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** The URLs of every purge request received so far. */
const purged = () => sink.received.flatMap((r) => r.files)

describe('CDN purge', () => {
  it('sends every address of an unpublished article, with the token', async () => {
    const article = await create()
    expect(sink.received).toEqual([]) // publishing is not a removal
    expect((await put(article.id, { status: 'draft' })).status).toBe(200)
    const [purge] = await sink.waitFor(1)
    expect(purge!.method).toBe('POST')
    expect(purge!.path).toBe('/zones/test-zone/purge_cache')
    expect(purge!.headers.authorization).toBe('Bearer purge-token')
    expect(purge!.headers['content-type']).toBe('application/json')
    expect(purge!.files).toEqual(expect.arrayContaining([...articleAddresses(article.slug), ...LISTS]))
  })

  it('sends the addresses of a deleted article', async () => {
    const article = await create()
    expect((await request(app).delete(`/api/admin/articles/${article.id}`).set('Cookie', editor)).status).toBe(200)
    await sink.waitFor(1)
    expect(purged()).toEqual(expect.arrayContaining([...articleAddresses(article.slug), ...LISTS]))
  })

  it('sends the old and the new address when the slug changes', async () => {
    const article = await create({ title: 'Old title' })
    expect((await put(article.id, { title: 'Old title', slug: 'new-address' })).status).toBe(200)
    await sink.waitFor(1)
    expect(purged()).toEqual(
      expect.arrayContaining([...articleAddresses('old-title'), ...articleAddresses('new-address')]),
    )
  })

  it('sends nothing for an edit of a draft or an edit that keeps a published article where it is', async () => {
    const draft = await create({ status: 'draft' })
    const published = await create({ title: 'Stays' })
    expect((await put(draft.id, { status: 'draft', title: 'Another draft title' })).status).toBe(200)
    expect((await put(published.id, { title: 'Stays, with a better title' })).status).toBe(200)
    // requests leave in order: the first to arrive is the removal below
    await put(published.id, { status: 'draft' })
    const received = await sink.waitFor(1)
    // every purge these writes started is delivered or given up: none other is coming
    await cdnPurgesSettled(10_000)
    expect(sink.received).toHaveLength(received.length)
    expect(purged()).toContain(`${SITE}/articles/stays`)
    expect(purged()).not.toContain(`${SITE}/articles/${draft.slug}`)
  })

  it('sends nothing without CDN_PURGE_URL', async () => {
    const first = await create({ title: 'First' })
    const second = await create({ title: 'Second' })
    setConfig({ ...getConfig(), cdnPurge: undefined })
    expect((await put(first.id, { title: 'First', status: 'draft' })).status).toBe(200)
    setConfig({ ...getConfig(), cdnPurge: { url: sink.url, token: undefined } })
    await put(second.id, { title: 'Second', status: 'draft' })
    await sink.waitFor(1)
    await cdnPurgesSettled(10_000)
    expect(sink.received).toHaveLength(1)
    expect(purged()).toContain(`${SITE}/articles/second`)
    expect(purged()).not.toContain(`${SITE}/articles/first`)
    // no token set: no Authorization header
    expect(sink.received[0]!.headers.authorization).toBeUndefined()
  })

  it('answers the write at once and retries a failing CDN until it takes the purge', async () => {
    const article = await create()
    sink.answerNext(503, 502)
    const res = await put(article.id, { status: 'draft' })
    expect(res.status).toBe(200)
    // the editor had the answer before the retries (0.5 s, then 1 s later) were sent
    expect(sink.received.length).toBeLessThan(2)
    const attempts = await sink.waitFor(3)
    expect(attempts.map((a) => a.status)).toEqual([503, 502, 200])
    expect(attempts[2]!.files).toEqual(attempts[0]!.files)
  })

  it('gives up with a warning when the purge address does not answer, and the write stands', async () => {
    const warn = vi.spyOn(logger, 'warn')
    const article = await create()
    const unanswered = `http://127.0.0.1:${await closedPort()}/purge`
    setConfig({ ...getConfig(), cdnPurge: { url: unanswered, token: undefined } })
    const res = await put(article.id, { status: 'draft' })
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('draft')
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 8000, interval: 100 })
    const [fields, message] = warn.mock.calls[0] as [{ purgeUrl: string; urls: string[] }, string]
    expect(message).toContain('The CDN did not take a purge')
    expect(fields.purgeUrl).toBe(unanswered)
    expect(fields.urls).toContain(`${SITE}/articles/${article.slug}`)
  })

  it('sends the addresses of a deleted category', async () => {
    const empty = await createCategory({ slug: 'athlitika' })
    const res = await request(app).delete(`/api/admin/categories/${empty.id}`).set('Cookie', editor)
    expect(res.status).toBe(200)
    await sink.waitFor(1)
    expect(purged()).toEqual(
      expect.arrayContaining([
        `${SITE}/categories/athlitika`,
        `${SITE}/categories/athlitika?lang=en`,
        `${SITE}/categories/athlitika/rss.xml`,
        `${SITE}/api/public/categories/athlitika/articles`,
        `${SITE}/api/public/categories`,
        `${SITE}/`,
      ]),
    )
  })
})
