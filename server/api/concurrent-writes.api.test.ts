import express from 'express'
import { eq } from 'drizzle-orm'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { articles, auditLog, categories, curatedArticles, users } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { apiErrorHandler } from '#server/http/error-handler.ts'
import { createApiApp } from '../api-app.ts'

/**
 * Two editors (or two tabs, or two processes) writing the same thing at the same
 * moment: on PostgreSQL the requests run side by side on the pool's connections, so
 * these races are real there; on the embedded database they interleave between
 * statements. Every request gets an answer it can act on, never a 500.
 */
const app = createApiApp()
let cookie: string

beforeEach(async () => {
  const chief = await createStaffUser({ role: 'super_admin', email: 'chief@example.com' })
  cookie = await sessionCookieFor(chief.id)
})

const as = (method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) => {
  const req = request(app)[method](path).set('Cookie', cookie)
  return body ? req.send(body) : req
}
const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)))
const statuses = (answers: { status: number }[]) => answers.map((res) => res.status)

describe('writes at the same moment', () => {
  it('gives ten categories of one name ten addresses', async () => {
    const answers = await times(10, () => as('post', '/api/admin/categories', { name: 'Εκλογές', nameEn: 'Elections' }))
    expect(statuses(answers)).toEqual(Array(10).fill(201))
    const slugs = answers.map((res) => res.body.slug as string).sort()
    expect(new Set(slugs).size).toBe(10)
    expect(slugs).toContain('elections')
  })

  it('gives ten articles of one title ten addresses, created or renamed at once', async () => {
    const category = await createCategory()
    const form = { title: 'Σεισμός στην Κρήτη', content: '<p>Κείμενο</p>', categoryId: category.id }
    const created = await times(10, () => as('post', '/api/admin/articles', form))
    expect(statuses(created)).toEqual(Array(10).fill(201))
    expect(new Set(created.map((res) => res.body.slug)).size).toBe(10)

    // ten drafts renamed to one title at once (a never-published draft follows its title)
    const drafts = await times(10, (i) =>
      createArticle({ categoryId: category.id, status: 'draft', publishedAt: null, slug: `draft-${i}` }),
    )
    const renamed = await times(10, (i) =>
      as('put', `/api/admin/articles/${drafts[i]!.id}`, { ...form, title: 'Ίδιος τίτλος', status: 'draft' }),
    )
    expect(statuses(renamed)).toEqual(Array(10).fill(200))
    expect(new Set(renamed.map((res) => res.body.slug)).size).toBe(10)
  })

  it('keeps one whole breaking-news list when it is saved eight times at once', async () => {
    const category = await createCategory()
    const ids = (await times(4, () => createArticle({ categoryId: category.id }))).map((a) => a.id)
    const lists = [ids.slice(0, 3), [ids[1]!, ids[0]!], [ids[3]!], [ids[2]!, ids[3]!, ids[0]!]]
    const answers = await times(8, (i) => as('put', '/api/admin/settings', { breakingNewsArticles: lists[i % 4] }))
    expect(statuses(answers), JSON.stringify(answers.map((r) => r.body))).toEqual(Array(8).fill(200))
    const stored = await getDb()
      .select({ id: curatedArticles.articleId })
      .from(curatedArticles)
      .where(eq(curatedArticles.list, 'breaking_news'))
      .orderBy(curatedArticles.position)
    expect(lists).toContainEqual(stored.map((row) => row.id))
  })

  it('deletes a category, or keeps the articles written into it meanwhile: never both, never a 500', async () => {
    for (let round = 0; round < 3; round++) {
      const category = await createCategory()
      const form = { title: `Άρθρο ${round}`, content: '<p>Κείμενο</p>', categoryId: category.id }
      const [deleted, ...written] = await Promise.all([
        as('delete', `/api/admin/categories/${category.id}`),
        ...Array.from({ length: 4 }, () => as('post', '/api/admin/articles', form)),
      ])
      const stored = await getDb().select().from(articles).where(eq(articles.categoryId, category.id))
      const [still] = await getDb().select().from(categories).where(eq(categories.id, category.id))
      expect(
        statuses(written).every((s) => s === 201 || s === 400),
        String(statuses(written)),
      ).toBe(true)
      expect(stored.length).toBe(statuses(written).filter((s) => s === 201).length)
      for (const refused of written.filter((res) => res.status === 400)) {
        expect(refused.body.fieldCodes).toEqual({ categoryId: 'article.categoryRequired' })
      }
      if (deleted!.status === 200 || deleted!.status === 204) expect([still, stored.length]).toEqual([undefined, 0])
      else expect([deleted!.status, still?.id, stored.length > 0]).toEqual([400, category.id, true])
    }
  })

  it('deletes a section, or keeps the sub-section made in it meanwhile', async () => {
    const parent = await createCategory()
    const [deleted, child] = await Promise.all([
      as('delete', `/api/admin/categories/${parent.id}`),
      as('post', '/api/admin/categories', { name: 'Υποκατηγορία', parentId: parent.id }),
    ])
    const kept = await getDb().select().from(categories).where(eq(categories.id, parent.id))
    if (child.status === 201) expect([deleted.status, kept.length]).toEqual([400, 1])
    else
      expect([child.status, child.body.fieldCodes, kept.length]).toEqual([
        400,
        { parentId: 'category.parentMissing' },
        0,
      ])
  })
})

describe('changes and deletes at the same moment', () => {
  const form = (categoryId: number, status: string) => ({
    title: 'Ιστορία',
    content: '<p>Κείμενο</p>',
    categoryId,
    status,
  })

  it('deletes an article once when it is deleted five times at once: the others find none', async () => {
    const category = await createCategory()
    const article = await createArticle({ categoryId: category.id })
    const answers = await times(5, () => as('delete', `/api/admin/articles/${article.id}`))
    expect(statuses(answers).sort()).toEqual([200, 404, 404, 404, 404])
    const entries = await getDb().select().from(auditLog).where(eq(auditLog.action, 'article.delete'))
    expect(entries).toHaveLength(1)
  })

  it('deletes a user once when they are deleted five times at once', async () => {
    const writer = await createStaffUser({ role: 'contributor' })
    const answers = await times(5, () => as('delete', `/api/admin/users/${writer.id}`))
    expect(statuses(answers).sort()).toEqual([200, 404, 404, 404, 404])
    expect(await getDb().select().from(auditLog).where(eq(auditLog.action, 'user.delete'))).toHaveLength(1)
  })

  it('lets a contributor delete their article, or an editor publish it, never both', async () => {
    const category = await createCategory()
    const writer = await createStaffUser({ role: 'contributor' })
    const editor = await createStaffUser({ role: 'editor' })
    const [writerCookie, editorCookie] = await Promise.all([sessionCookieFor(writer.id), sessionCookieFor(editor.id)])
    for (let round = 0; round < 3; round++) {
      const draft = await createArticle({ categoryId: category.id, authorId: writer.id, status: 'under_review' })
      const path = `/api/admin/articles/${draft.id}`
      const [deleted, published] = await Promise.all([
        request(app).delete(path).set('Cookie', writerCookie),
        request(app).put(path).set('Cookie', editorCookie).send(form(category.id, 'published')),
      ])
      expect(statuses([deleted, published]).sort()).not.toEqual([200, 200])
      const [kept] = await getDb().select().from(articles).where(eq(articles.id, draft.id))
      expect(kept?.status).toBe(deleted.status === 200 ? undefined : 'published')
    }
  })

  it('never leaves a draft in the breaking news when it is unpublished as the list is saved', async () => {
    const category = await createCategory()
    for (let round = 0; round < 3; round++) {
      const article = await createArticle({ categoryId: category.id })
      await Promise.all([
        as('put', `/api/admin/articles/${article.id}`, form(category.id, 'draft')),
        ...Array.from({ length: 4 }, () => as('put', '/api/admin/settings', { breakingNewsArticles: [article.id] })),
      ])
      const listed = await getDb().select().from(curatedArticles).where(eq(curatedArticles.articleId, article.id))
      expect(listed).toEqual([])
    }
  })

  it('keeps one super_admin when two demote or delete each other at once', async () => {
    const [one, two] = await Promise.all([1, 2].map(() => createStaffUser({ role: 'super_admin' })))
    const [oneCookie, twoCookie] = await Promise.all([sessionCookieFor(one!.id), sessionCookieFor(two!.id)])
    const chief = (await getDb().select().from(users).where(eq(users.email, 'chief@example.com')))[0]!
    await getDb().delete(users).where(eq(users.id, chief.id))
    const [a, b] = await Promise.all([
      request(app).put(`/api/admin/users/${two!.id}/role`).set('Cookie', oneCookie).send({ role: 'editor' }),
      request(app).put(`/api/admin/users/${one!.id}/role`).set('Cookie', twoCookie).send({ role: 'editor' }),
    ])
    // the second is refused as the last super_admin's demotion, or (demoted already) as an editor's call
    const [first, second] = statuses([a, b]).sort()
    expect([first, [400, 403].includes(second!)]).toEqual([200, true])
    const left = await getDb().select().from(users).where(eq(users.role, 'super_admin'))
    expect(left).toHaveLength(1)
  })

  it('answers an ad changed while it is deleted with 200 or 404, never a 500', async () => {
    for (let round = 0; round < 3; round++) {
      const created = await as('post', '/api/admin/advertisements', { title: 'Αγγελία', placement: 'sidebar_top' })
      const path = `/api/admin/advertisements/${created.body.id}`
      const [deleted, ...changed] = await Promise.all([
        as('delete', path),
        ...Array.from({ length: 4 }, (_, i) =>
          as('put', path, i % 2 ? { status: 'inactive' } : { title: 'Νέα', placement: 'sidebar_top' }),
        ),
      ])
      expect(deleted.status).toBe(200)
      for (const res of changed) expect([200, 404], JSON.stringify(res.body)).toContain(res.status)
    }
  })
})

describe('a write the database refuses that no check foresaw', () => {
  /** the error the database itself gives (whichever engine), through the API's error answer */
  const answerTo = async (write: () => Promise<unknown>) => {
    const error = await write().then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeDefined()
    const failing = express()
    failing.get('/api/x', (_req, _res, next) => next(error))
    failing.use(apiErrorHandler)
    return request(failing).get('/api/x')
  }

  it('answers a taken unique value with 409 and a foreign key named gone with 409, never a 500', async () => {
    const category = await createCategory({ slug: 'taken' })
    const taken = await answerTo(() => getDb().insert(categories).values({ slug: 'taken', name: 'Β' }))
    expect([taken.status, taken.body.code]).toEqual([409, 'http.conflict'])
    expect(taken.text).not.toMatch(/taken|categories_slug|duplicate/)
    const gone = await answerTo(() => createArticle({ categoryId: category.id + 1000 }))
    expect([gone.status, gone.body.code]).toEqual([409, 'http.conflict'])
  })

  it('answers a value out of a column’s range with 400', async () => {
    const category = await createCategory()
    const res = await answerTo(() =>
      getDb()
        .update(categories)
        .set({ sortOrder: 2 ** 40 })
        .where(eq(categories.id, category.id)),
    )
    expect([res.status, res.body.code]).toEqual([400, 'http.badRequest'])
  })
})
