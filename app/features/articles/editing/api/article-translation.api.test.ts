import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createCategory } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
let categoryId: number
let editor: string
let contributor: string

beforeEach(async () => {
  categoryId = (await createCategory()).id
  editor = await sessionCookieFor((await createStaffUser({ role: 'editor' })).id)
  contributor = await sessionCookieFor((await createStaffUser({ role: 'contributor', preferredLanguage: 'en' })).id)
})

const body = (overrides: object = {}) => ({
  title: 'Parliament votes the budget',
  titleGr: 'Η Βουλή ψηφίζει τον προϋπολογισμό',
  content: '<p>The vote.</p>',
  contentGr: '<p>Η ψηφοφορία.</p>',
  categoryId,
  status: 'draft',
  ...overrides,
})
const post = (cookie: string, data: object) => request(app).post('/api/admin/articles').set('Cookie', cookie).send(data)
const list = (cookie: string, query: string) => request(app).get(`/api/admin/articles?${query}`).set('Cookie', cookie)
const titlesOf = (res: request.Response) => res.body.articles.map((a: { title: string }) => a.title)

describe('the translation state in the admin article list', () => {
  it('answers each article’s state, and the filter finds the article whose main text changed after the Greek', async () => {
    const edited = (await post(editor, body())).body
    expect(edited.translationState).toBe('complete')
    const put = await request(app)
      .put(`/api/admin/articles/${edited.id}`)
      .set('Cookie', editor)
      .send(body({ title: 'Parliament passes the budget' }))
    expect(put.body.translationState).toBe('greekOutdated')
    await post(editor, body({ title: 'In step' }))
    await post(contributor, body({ title: 'Wildfire near Athens', titleGr: '', contentGr: '' }))
    await post(
      contributor,
      body({ title: 'Πυρκαγιά στην Αττική', titleGr: '', contentGr: '', content: '<p>Ισχυροί άνεμοι.</p>' }),
    )

    const outdated = await list(editor, 'translation=greekOutdated')
    expect(outdated.status).toBe(200)
    expect(outdated.body.total).toBe(1)
    expect(outdated.body.articles).toEqual([
      expect.objectContaining({
        id: edited.id,
        title: 'Parliament passes the budget',
        translationState: 'greekOutdated',
      }),
    ])
    // every staff role reads the same states, and the filter goes with the others
    expect(titlesOf(await list(contributor, 'translation=greekMissing&status=draft'))).toEqual(['Wildfire near Athens'])
    expect(titlesOf(await list(contributor, 'translation=single'))).toEqual(['Πυρκαγιά στην Αττική'])
    expect(titlesOf(await list(editor, 'translation=complete'))).toEqual(['In step'])
    expect((await list(editor, 'translation=')).body.total).toBe(4)
    const one = await request(app).get(`/api/admin/articles/${edited.id}`).set('Cookie', editor)
    expect(one.body.translationState).toBe('greekOutdated')
  })

  it('refuses an unknown or repeated state with a 400 and its code, never a 5xx', async () => {
    for (const query of [
      'translation=outdated',
      'translation=COMPLETE',
      'translation=a&translation=b',
      'translation=greek%20Missing',
    ]) {
      const res = await list(editor, query)
      expect([query, res.status]).toEqual([query, 400])
      expect(res.body).toMatchObject({
        code: 'article.translationInvalid',
        message: 'translation must be single, greekMissing, greekOutdated, mainOutdated or complete',
      })
    }
  })

  it('asks for a sign-in before anything else', async () => {
    const res = await request(app).get('/api/admin/articles?translation=outdated')
    expect(res.status).toBe(401)
  })
})
