import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createApiApp } from '#server/api-app.ts'
import { contentSnapshot, seedOneOfEach } from '#tests/support/content-snapshot.ts'

const app = createApiApp()

/** A required field gives its catalogue message whether absent, null, empty or blank. */
const MISSING: [string, (body: Record<string, unknown>, field: string) => Record<string, unknown>][] = [
  ['absent', (body, field) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== field))],
  ['null', (body, field) => ({ ...body, [field]: null })],
  ['empty', (body, field) => ({ ...body, [field]: '' })],
  ['blank', (body, field) => ({ ...body, [field]: '   ' })],
]

const article = { title: 'Τίτλος', content: '<p>Κείμενο</p>', categoryId: 1, status: 'draft' }
const articleMessages = {
  title: 'Title is required',
  content: 'Content is required',
  categoryId: 'Category is required',
}
const user = { firstName: 'Ελένη', lastName: 'Μάρκου', email: 'eleni@example.com' }
const userMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Invalid email address',
}
const ad = { title: 'Διαφήμιση', placement: 'sidebar_top' }
const adMessages = { title: 'Απαιτείται τίτλος', placement: 'Επιλέξτε θέση διαφήμισης' }

const newsletter = { subject: 'Η εβδομάδα', articleIds: [1] }
const newsletterMessages = { subject: 'Subject is required' }

const FORMS: {
  method: 'post' | 'put'
  path: string
  body: Record<string, unknown>
  messages: Record<string, string>
  /** the key's absence chooses another form (settings): only null, empty and blank apply */
  keyChoosesForm?: true
}[] = [
  { method: 'post', path: '/api/admin/articles', body: article, messages: articleMessages },
  { method: 'put', path: '/api/admin/articles/1', body: article, messages: articleMessages },
  {
    method: 'post',
    path: '/api/admin/categories',
    body: { name: 'Οικονομία' },
    messages: { name: 'Category name is required.' },
  },
  {
    method: 'put',
    path: '/api/admin/categories/1',
    body: { name: 'Οικονομία' },
    messages: { name: 'Category name is required.' },
  },
  { method: 'post', path: '/api/admin/users', body: { ...user, role: 'editor' }, messages: userMessages },
  { method: 'put', path: '/api/admin/users/1', body: user, messages: userMessages },
  {
    method: 'put',
    path: '/api/admin/users/1/role',
    body: { role: 'editor' },
    messages: { role: 'Role must be super_admin, editor or contributor' },
  },
  {
    method: 'put',
    path: '/api/admin/settings',
    body: { siteName: 'Εφημερίδα', siteDescription: '' },
    messages: { siteName: 'Site name is required' },
  },
  {
    method: 'put',
    path: '/api/admin/settings',
    body: { breakingNewsArticles: [1] },
    messages: { breakingNewsArticles: 'A list of article ids is required' },
    keyChoosesForm: true,
  },
  {
    method: 'put',
    path: '/api/admin/settings',
    body: { editorsPickArticles: [1] },
    messages: { editorsPickArticles: 'A list of article ids is required' },
    keyChoosesForm: true,
  },
  { method: 'post', path: '/api/admin/advertisements', body: ad, messages: adMessages },
  { method: 'put', path: '/api/admin/advertisements/1', body: ad, messages: adMessages },
  { method: 'post', path: '/api/admin/newsletters', body: newsletter, messages: newsletterMessages },
  { method: 'put', path: '/api/admin/newsletters/1', body: newsletter, messages: newsletterMessages },
]

let cookie: string

beforeEach(async () => {
  cookie = (await seedOneOfEach()).cookie
})

describe("required fields answer the catalogue's message", () => {
  for (const form of FORMS) {
    it(`${form.method.toUpperCase()} ${form.path}: ${Object.keys(form.messages).join(', ')}`, async () => {
      const before = await contentSnapshot()
      const wrong: string[] = []
      for (const [field, message] of Object.entries(form.messages)) {
        for (const [how, without] of MISSING) {
          if (how === 'absent' && form.keyChoosesForm) continue
          const res = await request(app)[form.method](form.path).set('Cookie', cookie).send(without(form.body, field))
          const answer = { status: res.status, message: res.body.message, field: res.body.errors?.[field] }
          const expected = { status: 400, message, field: message }
          // the field's code is the message's own (what the admin translates), not the catch-all
          const code = res.body.fieldCodes?.[field]
          if (code !== res.body.code || typeof code !== 'string' || code === 'input.invalid')
            wrong.push(`${field} ${how}: code ${JSON.stringify(code)}`)
          if (JSON.stringify(answer) !== JSON.stringify(expected))
            wrong.push(`${field} ${how}: ${JSON.stringify(answer)}`)
        }
      }
      expect(wrong).toEqual([])
      expect(await contentSnapshot()).toEqual(before)
      // with every required field present the same body is accepted
      expect((await request(app)[form.method](form.path).set('Cookie', cookie).send(form.body)).status).toBeLessThan(
        300,
      )
    })
  }
})
