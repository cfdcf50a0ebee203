import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { mediaItems, subscriptions } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import type { AuditEntry } from '#app/features/audit/audit.types.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

/** The audit entries of the staff actions audit-log.test.ts does not go through. */
const app = createApiApp()

describe('the audit log records every other staff action', () => {
  it('users, taxonomy, legal pages, breaking news, ads, media and subscriptions, each by its actor', async () => {
    const chief = await createStaffUser({ role: 'super_admin' })
    const as = (method: 'post' | 'put' | 'delete' | 'get', path: string, body: object = {}) =>
      sessionCookieFor(chief.id).then((cookie) => request(app)[method](path).set('Cookie', cookie).send(body))

    const user = (await as('post', '/api/admin/users', { firstName: 'Νίκη', lastName: 'Α', email: 'niki@example.com' }))
      .body as { id: number }
    const person = { firstName: 'Νίκη', lastName: 'Β', nickname: null, email: 'niki@example.com' }
    await as('put', `/api/admin/users/${user.id}`, { ...person, isActive: false })
    await as('put', `/api/admin/users/${user.id}`, { ...person, isActive: true })
    const category = (await as('post', '/api/admin/categories', { name: 'Πολιτισμός' })).body as { id: number }
    await as('put', `/api/admin/categories/${category.id}`, { name: 'Πολιτισμός', nameEn: 'Culture' })
    const [tag] = (await as('post', '/api/admin/tags', { tagNames: ['Θέατρο'] })).body as { id: number }[]
    await as('delete', `/api/admin/tags/${tag!.id}`)
    await as('put', '/api/admin/settings', { privacyPolicy: '<p>Νέο</p>', termsOfUse: '' })
    const article = await createArticle({ categoryId: (await createCategory()).id })
    await as('put', '/api/admin/settings', { breakingNewsArticles: [article.id] })
    const ad = (await as('post', '/api/admin/advertisements', { title: 'Αγγελία', placement: 'footer_top' })).body as {
      id: number
    }
    await as('put', `/api/admin/advertisements/${ad.id}`, { status: 'inactive' })
    await as('delete', `/api/admin/advertisements/${ad.id}`)
    const [media] = await getDb()
      .insert(mediaItems)
      .values({ objectPath: '/objects/uploads/gone.png', fileName: 'gone.png', mimeType: 'image/png', size: 10 })
      .returning()
    await as('delete', `/api/admin/media/${media!.id}`)
    const [subscription] = await getDb().insert(subscriptions).values({ email: 'reader@example.com' }).returning()
    await as('get', '/api/admin/subscriptions/export.csv')
    await as('delete', `/api/admin/subscriptions/${subscription!.id}`)

    const res = await as('get', '/api/admin/audit-log?limit=100')
    const entries = (res.body.entries as AuditEntry[]).reverse()
    expect(entries.every((e) => e.actor?.id === chief.id)).toBe(true)
    expect(entries.map((e) => [e.action, e.targetLabel, e.details])).toEqual([
      ['user.create', 'Νίκη Α', { email: 'niki@example.com', role: 'contributor' }],
      ['user.update', 'Νίκη Β', { changed: ['lastName'] }],
      ['user.deactivate', 'Νίκη Β', {}],
      ['user.activate', 'Νίκη Β', {}],
      ['category.create', 'Πολιτισμός', {}],
      ['category.update', 'Πολιτισμός', { changed: ['nameEn'] }],
      ['tag.create', 'Θέατρο', {}],
      ['tag.delete', 'Θέατρο', {}],
      ['legal_pages.update', null, { changed: ['privacyPolicy'] }],
      ['curation.update', 'breaking_news', { list: 'breaking_news', articleIds: [article.id] }],
      ['ad.create', 'Αγγελία', {}],
      ['ad.update', 'Αγγελία', { changed: ['status'] }],
      ['ad.delete', 'Αγγελία', {}],
      ['media.delete', 'gone.png', { objectPath: '/objects/uploads/gone.png' }],
      ['subscription.export', null, { rows: 1 }],
      ['subscription.delete', 'reader@example.com', {}],
    ])
  })
})
