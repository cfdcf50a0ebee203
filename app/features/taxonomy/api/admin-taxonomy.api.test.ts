import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createArticle } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
let cookie: string
beforeEach(async () => {
  cookie = await sessionCookieFor((await createStaffUser({ role: 'contributor' })).id)
})
const send = (method: 'post' | 'put' | 'delete', path: string, data?: object) =>
  request(app)[method](path).set('Cookie', cookie).send(data)

describe('categories API', () => {
  it('creates with defaults, requires the Greek name, and nests one level only', async () => {
    expect((await send('post', '/api/admin/categories', { name: '' })).body.message).toBe('Category name is required.')
    const top = (
      await send('post', '/api/admin/categories', { name: 'Οικονομία', nameEn: 'Economy', parentId: 'none' })
    ).body
    expect(top).toMatchObject({ slug: 'economy', color: '#dc2626', sortOrder: 0, parentId: null })
    const sub = (await send('post', '/api/admin/categories', { name: 'Αγορές', parentId: top.id })).body
    expect(sub).toMatchObject({ slug: 'agores', parentId: top.id })
    const deeper = await send('post', '/api/admin/categories', { name: 'Μετοχές', parentId: sub.id })
    expect(deeper.status).toBe(400)
    expect(deeper.body.message).toBe('Only a main category can be a parent (one level of nesting).')
    expect((await send('put', `/api/admin/categories/${top.id}`, { name: 'Οικονομία', parentId: top.id })).status).toBe(
      400,
    )
    const other = (await send('post', '/api/admin/categories', { name: 'Κόσμος' })).body
    expect(
      (await send('put', `/api/admin/categories/${top.id}`, { name: 'Οικονομία', parentId: other.id })).body.message,
    ).toBe('A category with sub-categories cannot become a sub-category itself.')
    expect((await send('post', '/api/admin/categories', { name: 'X', color: '#000000' })).status).toBe(400)
  })

  it('refuses to delete a category in use, saying why', async () => {
    const top = (await send('post', '/api/admin/categories', { name: 'Πολιτική' })).body
    const sub = (await send('post', '/api/admin/categories', { name: 'Εκλογές', parentId: top.id })).body
    const withChildren = await send('delete', `/api/admin/categories/${top.id}`)
    expect(withChildren.status).toBe(400)
    expect(withChildren.body.message).toMatch(/^Cannot delete category: it has 1 sub-category/)
    expect(withChildren.body.code).toBe('category.hasOneSubcategory')
    await createArticle({ categoryId: sub.id })
    const withArticles = await send('delete', `/api/admin/categories/${sub.id}`)
    expect(withArticles.body.message).toMatch(/^Cannot delete category: it has 1 article\./)
    expect(withArticles.body.code).toBe('category.hasOneArticle')
    await createArticle({ categoryId: sub.id })
    expect((await send('delete', `/api/admin/categories/${sub.id}`)).body).toEqual({
      message: 'Cannot delete category: it has 2 articles. Move them to another category first.',
      code: 'category.hasArticles',
      params: { count: 2 },
    })
    const empty = (await send('post', '/api/admin/categories', { name: 'Άδεια' })).body
    expect((await send('delete', `/api/admin/categories/${empty.id}`)).body).toEqual({ success: true })
  })
})

describe('tags API', () => {
  it('creates tags from names without duplicating existing ones', async () => {
    const first = await send('post', '/api/admin/tags', { tagNames: [' Βουλή ', '', 'Ενέργεια'] })
    expect(first.status).toBe(201)
    expect(first.body.map((t: { slug: string }) => t.slug)).toEqual(['vouli', 'energeia'])
    const again = await send('post', '/api/admin/tags', { tagNames: ['βουλή', 'Νέα'] })
    expect(again.body.map((t: { name: string }) => t.name)).toEqual(['Νέα'])
    expect((await send('post', '/api/admin/tags', { tagNames: [' ', ''] })).status).toBe(400)
    const list = await request(app).get('/api/admin/tags').set('Cookie', cookie)
    expect(list.body).toHaveLength(3)
    expect((await send('delete', `/api/admin/tags/${list.body[0].id}`)).body).toEqual({ success: true })
    expect((await send('delete', '/api/admin/tags/999999')).status).toBe(404)
  })
})
