import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createApiApp } from '#server/api-app.ts'
import { contentSnapshot, seedOneOfEach } from '#tests/support/content-snapshot.ts'
import { HOSTILE, jsonWith, refusalProblem, type FieldKind } from '#tests/support/hostile-input.ts'

const app = createApiApp()

interface WritingEndpoint {
  method: 'post' | 'put' | 'patch'
  path: string
  /** a body the endpoint accepts (it would change data), each field with its kind */
  body: Record<string, [unknown, FieldKind]>
  /** false where the valid body is still refused for another reason (no such code or upload) */
  acceptsValid?: false
}

const article: WritingEndpoint['body'] = {
  title: ['Νέος τίτλος', 'text'],
  titleGr: ['Νέος τίτλος', 'text'],
  subtitle: ['Υπότιτλος', 'text'],
  subtitleGr: ['Υπότιτλος', 'text'],
  content: ['<p>Κείμενο</p>', 'text'],
  contentGr: ['<p>Κείμενο</p>', 'text'],
  excerpt: ['Περίληψη', 'text'],
  excerptGr: ['Περίληψη', 'text'],
  metaDescription: ['Περιγραφή', 'text'],
  focusKeywords: ['λέξεις', 'text'],
  categoryId: [1, 'id'],
  status: ['draft', 'choice'],
  isFeatured: [false, 'boolean'],
  allowComments: [true, 'boolean'],
  featuredImageUrl: ['https://images.example/a.jpg', 'image'],
  galleryImages: [['https://images.example/b.jpg'], 'textList'],
  featuredVideoUrl: ['https://www.youtube.com/watch?v=abc', 'text'],
  tagIds: [[1], 'idList'],
  slug: ['new-address', 'text'],
  publishedAt: ['2026-01-02T10:00:00Z', 'dateTime'],
}
const category: WritingEndpoint['body'] = {
  name: ['Οικονομία', 'text'],
  nameEn: ['Economy', 'text'],
  description: ['Περιγραφή', 'text'],
  descriptionEn: ['Description', 'text'],
  color: ['#2563eb', 'choice'],
  parentId: [1, 'id'],
  sortOrder: [3, 'number'],
}
const user: WritingEndpoint['body'] = {
  firstName: ['Ελένη', 'text'],
  lastName: ['Μάρκου', 'text'],
  nickname: ['Λένα', 'text'],
  email: ['eleni@example.com', 'text'],
}
const ad: WritingEndpoint['body'] = {
  title: ['Νέα διαφήμιση', 'text'],
  description: ['Περιγραφή', 'text'],
  imageUrl: ['https://images.example/ad.jpg', 'text'],
  linkUrl: ['https://advertiser.example/offer', 'text'],
  htmlContent: ['<b>Προσφορά</b>', 'text'],
  placement: ['sidebar_top', 'choice'],
  status: ['active', 'choice'],
  startDate: ['2026-01-01', 'day'],
  endDate: ['2026-12-31', 'day'],
  priority: [7, 'priority'],
  isGlobalEnabled: [false, 'boolean'],
}

const newsletter: WritingEndpoint['body'] = {
  subject: ['Η εβδομάδα', 'text'],
  subjectGr: ['Η εβδομάδα', 'text'],
  intro: ['Καλημέρα', 'text'],
  introGr: ['Καλημέρα', 'text'],
  articleIds: [[1], 'idList'],
}

const ENDPOINTS: WritingEndpoint[] = [
  { method: 'post', path: '/api/admin/articles', body: article },
  { method: 'put', path: '/api/admin/articles/1', body: article },
  { method: 'post', path: '/api/admin/categories', body: category },
  { method: 'put', path: '/api/admin/categories/1', body: { ...category, parentId: [null, 'id'] } },
  { method: 'post', path: '/api/admin/tags', body: { tagNames: [['Εκλογές'], 'textList'] } },
  { method: 'post', path: '/api/admin/users', body: { ...user, role: ['editor', 'choice'] } },
  { method: 'put', path: '/api/admin/users/1', body: { ...user, isActive: [false, 'boolean'] } },
  { method: 'put', path: '/api/admin/users/1/role', body: { role: ['editor', 'choice'] } },
  { method: 'post', path: '/api/admin/advertisements', body: ad },
  { method: 'put', path: '/api/admin/advertisements/1', body: ad },
  { method: 'put', path: '/api/admin/advertisements/1', body: { status: ['inactive', 'choice'] } },
  {
    method: 'put',
    path: '/api/admin/settings',
    body: {
      siteName: ['Νέα Εφημερίδα', 'text'],
      siteDescription: ['Ειδήσεις', 'text'],
      contactEmail: ['desk@example.com', 'text'],
      socialLinks: [{ facebook: 'https://facebook.com/x', twitter: '', instagram: '', youtube: '' }, 'object'],
    },
  },
  { method: 'put', path: '/api/admin/settings', body: { breakingNewsArticles: [[1], 'idList'] } },
  { method: 'put', path: '/api/admin/settings', body: { editorsPickArticles: [[1], 'idList'] } },
  {
    method: 'put',
    path: '/api/admin/settings',
    body: {
      privacyPolicy: ['<p>Απόρρητο</p>', 'text'],
      termsOfUse: ['<p>Όροι</p>', 'text'],
      privacyPolicyEn: ['<p>Privacy</p>', 'text'],
      termsOfUseEn: ['<p>Terms</p>', 'text'],
    },
  },
  {
    method: 'patch',
    path: '/api/admin/media/1',
    body: { altText: ['Φωτογραφία', 'text'], caption: ['Λεζάντα', 'text'] },
  },
  { method: 'post', path: '/api/admin/newsletters', body: newsletter },
  { method: 'put', path: '/api/admin/newsletters/1', body: newsletter },
  {
    method: 'post',
    path: '/api/admin/newsletters/1/send',
    body: { scheduledAt: [new Date(Date.now() + 86_400_000).toISOString(), 'dateTime'] },
  },
  { method: 'post', path: '/api/objects/upload', body: { maxSize: [1000, 'number'] } },
  {
    method: 'put',
    path: '/api/images',
    body: { imageURL: ['/objects/uploads/none', 'text'], fileName: ['a.jpg', 'text'] },
    acceptsValid: false,
  },
  { method: 'post', path: '/api/public/subscriptions', body: { email: ['new@example.com', 'text'] } },
  { method: 'post', path: '/api/public/subscriptions/unsubscribe', body: { email: ['reader@example.com', 'text'] } },
  {
    method: 'post',
    path: '/api/admin/login',
    body: { email: ['chief@example.com', 'text'], password: ['correct-horse-9', 'anyText'] },
  },
  {
    method: 'post',
    path: '/api/admin/verify-code',
    body: { email: ['chief@example.com', 'text'], code: ['123456', 'text'] },
    acceptsValid: false,
  },
  {
    method: 'post',
    path: '/api/admin/change-temp-password',
    body: {
      email: ['chief@example.com', 'text'],
      currentPassword: ['correct-horse-9', 'anyText'],
      newPassword: ['another-horse-10', 'anyText'],
    },
    acceptsValid: false,
  },
]

let cookie: string

beforeEach(async () => {
  cookie = (await seedOneOfEach()).cookie
})

const send = (endpoint: WritingEndpoint, body: string) =>
  request(app)[endpoint.method](endpoint.path).set('Cookie', cookie).type('json').send(body)

describe('hostile bodies on every writing endpoint', () => {
  for (const endpoint of ENDPOINTS) {
    const fields = Object.keys(endpoint.body)
    it(`${endpoint.method.toUpperCase()} ${endpoint.path} {${fields.join(', ')}}: 4xx JSON, nothing changed`, async () => {
      const valid = Object.fromEntries(fields.map((field) => [field, endpoint.body[field]![0]]))
      const before = await contentSnapshot()
      const problems: string[] = []
      const tries: [string, string][] = [
        ['a list as body', '[]'],
        ['a NUL in a key', jsonWith({ ...valid, 'x\u0000': 1 })],
        ['a lone surrogate in a key', jsonWith({ ...valid, '\ud800': 1 })],
      ]
      for (const field of fields) {
        for (const value of HOSTILE[endpoint.body[field]![1]]) {
          tries.push([`${field}=${JSON.stringify(value)}`, jsonWith({ ...valid, [field]: value })])
        }
      }
      for (const [label, body] of tries) {
        const problem = refusalProblem(await send(endpoint, body))
        if (problem) problems.push(`${label}: ${problem}`)
      }
      expect(problems).toEqual([])
      expect(await contentSnapshot()).toEqual(before)
      // the same body without the hostile value goes through: the value is what was refused
      if (endpoint.acceptsValid !== false) expect((await send(endpoint, jsonWith(valid))).status).toBeLessThan(300)
    })
  }
})
