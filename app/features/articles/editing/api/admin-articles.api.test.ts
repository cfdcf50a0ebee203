import { eq } from 'drizzle-orm'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { articles, articleSlugRedirects, curatedArticles, tags } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createCategory } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
let categoryId: number
let editor: string
let contributor: string
let contributorId: number

beforeEach(async () => {
  categoryId = (await createCategory()).id
  editor = await sessionCookieFor((await createStaffUser({ role: 'editor' })).id)
  const writer = await createStaffUser({ role: 'contributor' })
  contributorId = writer.id
  contributor = await sessionCookieFor(writer.id)
})

const body = (overrides: object = {}) => ({
  title: 'Αθήνα: νέα μέτρα',
  titleGr: 'Αθήνα: νέα μέτρα',
  content: '<p>Το κείμενο.</p>',
  categoryId,
  status: 'draft',
  ...overrides,
})
const post = (cookie: string, data: object) => request(app).post('/api/admin/articles').set('Cookie', cookie).send(data)
const put = (cookie: string, id: number, data: object) =>
  request(app).put(`/api/admin/articles/${id}`).set('Cookie', cookie).send(data)

describe('articles API', () => {
  it("answers the catalogue's messages for a missing title, content and category", async () => {
    const res = await post(editor, { title: ' ', content: '<p></p>', categoryId: '', status: 'archived' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      title: 'Title is required',
      content: 'Content is required',
      categoryId: 'Category is required',
      status: 'Status must be draft, under_review or published',
    })
    expect(res.body.code).toBe('article.titleRequired')
    expect(res.body.fieldCodes).toEqual({
      title: 'article.titleRequired',
      content: 'article.contentRequired',
      categoryId: 'article.categoryRequired',
      status: 'article.statusInvalid',
    })
    expect((await post(editor, body({ categoryId: 999999 }))).body.message).toBe('Category is required')
  })

  it('makes Latin slugs from Greek titles (ELOT 743), unique with a suffix', async () => {
    const first = await post(editor, body())
    expect(first.status).toBe(201)
    expect(first.body.slug).toBe('athina-nea-metra')
    expect((await post(editor, body())).body.slug).toBe('athina-nea-metra-2')
  })

  it('sanitises every HTML field on write', async () => {
    const res = await post(
      editor,
      body({
        content:
          '<p onmouseover="steal()">Hi<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a></p>',
        contentGr: '<p>Γεια<iframe src="https://evil.example/x"></iframe><img src="data:image/png;base64,AA"></p>',
      }),
    )
    expect(res.status).toBe(201)
    const [row] = await getDb().select().from(articles).where(eq(articles.id, res.body.id))
    expect(row!.content).toBe('<p>Hi<a>x</a></p>')
    expect(row!.contentGr).toBe('<p>Γεια</p>')
  })

  it('sets publishedAt at first publish, keeps the slug once published, and redirects a hand-changed one', async () => {
    const created = (await post(editor, body({ title: 'First title' }))).body
    expect(created.publishedAt).toBeNull()
    const renamed = (await put(editor, created.id, body({ title: 'Second title' }))).body
    expect(renamed.slug).toBe('second-title') // a draft follows its title
    const published = (await put(editor, created.id, body({ title: 'Second title', status: 'published' }))).body
    expect(published.publishedAt).not.toBeNull()
    const edited = (await put(editor, created.id, body({ title: 'Third title', status: 'published' }))).body
    expect(edited.slug).toBe('second-title')
    expect(edited.publishedAt).toBe(published.publishedAt)
    const moved = (
      await put(editor, created.id, body({ title: 'Third title', status: 'published', slug: 'A new address' }))
    ).body
    expect(moved.slug).toBe('a-new-address')
    expect(await getDb().select().from(articleSlugRedirects)).toEqual([
      expect.objectContaining({ slug: 'second-title', articleId: created.id }),
    ])
  })

  it('schedules an article published with a future time', async () => {
    const when = new Date(Date.now() + 3_600_000).toISOString()
    const res = await post(editor, body({ status: 'published', publishedAt: when }))
    expect(res.body.publishedAt).toBe(when)
  })

  it('saves tags and lists with filters, newest first, in {articles, total}', async () => {
    const [tag] = await getDb().insert(tags).values({ name: 'Βουλή', slug: 'vouli' }).returning()
    await post(editor, body({ title: 'One', tagIds: [tag!.id, 999999] }))
    await post(contributor, body({ title: 'Two', status: 'under_review' }))
    const all = await request(app).get('/api/admin/articles').set('Cookie', editor)
    expect(all.body.total).toBe(2)
    expect(all.body.articles.map((a: { title: string }) => a.title)).toEqual(['Two', 'One'])
    expect(all.body.articles[1].articleTags).toEqual([{ tag: { id: tag!.id, name: 'Βουλή', slug: 'vouli' } }])
    expect(all.body.articles[1].tagIds).toEqual([tag!.id])
    const review = await request(app).get('/api/admin/articles?status=under_review').set('Cookie', editor)
    expect(review.body.articles.map((a: { title: string }) => a.title)).toEqual(['Two'])
    const mine = await request(app)
      .get(`/api/admin/articles?authorId=${contributorId}&limit=1&offset=0`)
      .set('Cookie', editor)
    expect(mine.body.total).toBe(1)
    const search = await request(app).get('/api/admin/articles?search=ΑΘΗΝΑ').set('Cookie', editor)
    expect(search.body.total).toBe(2)
  })

  it('answers a save with the article as a read of it answers it, and refuses an unknown category', async () => {
    const [first, second] = await getDb()
      .insert(tags)
      .values([
        { name: 'Βουλή', slug: 'vouli' },
        { name: 'Οικονομία', slug: 'oikonomia' },
      ])
      .returning()
    const created = (await post(contributor, body({ tagIds: [first!.id] }))).body
    const moved = (await createCategory()).id
    const read = async () => {
      const { corrections: _corrections, ...article } = (
        await request(app).get(`/api/admin/articles/${created.id}`).set('Cookie', editor)
      ).body
      return article
    }

    // another category, the tags changed (one unknown), an English text without the Greek one
    const changed = body({
      categoryId: moved,
      tagIds: [second!.id, first!.id, 999999],
      title: 'Athens: new measures',
      content: '<p>The text.</p>',
      titleGr: null,
    })
    const saved = await put(contributor, created.id, changed)
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual(await read())
    expect(saved.body.category).toMatchObject({ id: moved })
    expect(saved.body.author).toMatchObject({ id: contributorId })
    expect(saved.body.tagIds).toEqual([first!.id, second!.id].sort((a, b) => a - b))
    expect(saved.body.articleTags).toHaveLength(2)
    expect(saved.body.translationState).toBe('greekMissing')

    // the same tags again
    const again = await put(contributor, created.id, { ...changed, title: 'Athens: measures' })
    expect(again.body).toEqual(await read())

    const refused = await put(contributor, created.id, { ...changed, categoryId: 999999, title: 'Lost' })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ categoryId: 'Category is required' })
    expect((await read()).title).toBe('Athens: measures')
  })

  it('lets contributors write and submit, but not publish or touch others’ work', async () => {
    expect((await post(contributor, body({ status: 'published' }))).status).toBe(403)
    const own = (await post(contributor, body({ status: 'under_review' }))).body
    expect(own.author.id).toBe(contributorId)
    expect((await put(contributor, own.id, body({ title: 'Better', status: 'under_review' }))).status).toBe(200)
    expect((await put(contributor, own.id, body({ status: 'published' }))).status).toBe(403)
    const others = (await post(editor, body())).body
    expect((await put(contributor, others.id, body())).status).toBe(403)
    expect((await request(app).delete(`/api/admin/articles/${others.id}`).set('Cookie', contributor)).status).toBe(403)
    // once an editor publishes it, the contributor can no longer change it
    await put(editor, own.id, body({ status: 'published' }))
    const locked = await put(contributor, own.id, body({ status: 'draft' }))
    expect(locked.status).toBe(403)
    expect(locked.body.message).toBe('You can only change your own articles while they are drafts or under review.')
  })

  it('takes an unpublished or deleted article out of the curated lists', async () => {
    const a = (await post(editor, body({ status: 'published' }))).body
    const b = (await post(editor, body({ status: 'published' }))).body
    await getDb()
      .insert(curatedArticles)
      .values([
        { list: 'breaking_news', articleId: a.id, position: 0 },
        { list: 'breaking_news', articleId: b.id, position: 1 },
      ])
    await put(editor, a.id, body({ status: 'draft' }))
    expect(await getDb().select().from(curatedArticles)).toEqual([
      { list: 'breaking_news', articleId: b.id, position: 0 },
    ])
    expect((await request(app).delete(`/api/admin/articles/${b.id}`).set('Cookie', editor)).body).toEqual({
      success: true,
    })
    expect(await getDb().select().from(curatedArticles)).toEqual([])
    expect((await request(app).get(`/api/admin/articles/${b.id}`).set('Cookie', editor)).status).toBe(404)
  })
})
