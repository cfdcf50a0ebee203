import { sql } from 'drizzle-orm'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDatabaseHandle, queryRows } from '#app/utils/db.server.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
const slugs = (body: { articles: { slug: string }[] }) => body.articles.map((a) => a.slug)
const search = (query: string) => request(app).get(`/api/public/search?${query}`)

beforeEach(async () => {
  const politics = await createCategory({ slug: 'politiki' })
  const sub = await createCategory({ slug: 'ekloges', parentId: politics.id })
  const sports = await createCategory({ slug: 'athlitismos' })
  const day = (d: number) => new Date(Date.UTC(2026, 10, d))
  await createArticle({
    categoryId: politics.id,
    slug: 'body-match',
    title: 'Budget',
    titleGr: 'Προϋπολογισμός',
    content: '<p>Η <strong>Αθήνα</strong> ψηφίζει</p>',
    publishedAt: day(20),
    viewCount: 5,
  })
  await createArticle({
    categoryId: sub.id,
    slug: 'title-match',
    title: 'Athens votes',
    titleGr: 'Η Αθήνα ψηφίζει',
    content: '<p>x</p>',
    publishedAt: day(10),
    viewCount: 50,
  })
  await createArticle({
    categoryId: sports.id,
    slug: 'other',
    title: 'Marathon',
    titleGr: 'Μαραθώνιος',
    subtitleGr: 'Οι δρομείς της πόλης',
    content: '<p>Τρέξιμο</p>',
    publishedAt: day(15),
    viewCount: 20,
  })
  await createArticle({
    categoryId: sports.id,
    slug: 'hidden',
    title: 'Αθήνα draft',
    content: '<p>Αθήνα</p>',
    status: 'draft',
  })
})

describe('GET /api/public/search', () => {
  it('finds Greek words however they are typed, title matches first', async () => {
    for (const q of ['Αθήνα', 'αθηνα', 'ΑΘΗΝΑ', 'αθήνα', 'AΘΗΝΑ'.replace('A', 'Α')]) {
      const res = await search(`search=${encodeURIComponent(q)}`)
      expect(res.status).toBe(200)
      expect(slugs(res.body)).toEqual(['title-match', 'body-match'])
      expect(res.body.total).toBe(2)
    }
  })

  it('treats final sigma as sigma and searches both languages and every field', async () => {
    expect(slugs((await search(`search=${encodeURIComponent('ΔΡΟΜΕΙΣ')}`)).body)).toEqual(['other'])
    expect(slugs((await search(`search=${encodeURIComponent('δρομεις')}`)).body)).toEqual(['other'])
    expect(slugs((await search('search=marathon')).body)).toEqual(['other'])
    expect(slugs((await search(`search=${encodeURIComponent('αθηνα ψηφιζει')}`)).body)).toEqual([
      'title-match',
      'body-match',
    ])
    expect(slugs((await search('search=strong')).body)).toEqual([])
    // a word's beginning is enough; query syntax typed by a reader is just ignored
    expect(slugs((await search(`search=${encodeURIComponent('ΑΘΗΝ')}`)).body)).toEqual(['title-match', 'body-match'])
    const odd = await search(`search=${encodeURIComponent("&|!:*() ' αθηνα")}`)
    expect(odd.status).toBe(200)
    expect(slugs(odd.body)).toEqual(['title-match', 'body-match'])
  })

  it('filters by category (with sub-categories), sorts, pages', async () => {
    const politics = await request(app).get('/api/public/categories')
    const politicsId = politics.body.find((c: { slug: string }) => c.slug === 'politiki').id
    expect(slugs((await search(`categoryId=${politicsId}`)).body)).toEqual(['body-match', 'title-match'])
    expect(slugs((await search('sort=oldest')).body)).toEqual(['title-match', 'other', 'body-match'])
    expect(slugs((await search('sort=popular')).body)).toEqual(['title-match', 'other', 'body-match'])
    expect(slugs((await search('sort=alphabetical&lang=gr')).body)).toEqual(['title-match', 'other', 'body-match'])
    expect(slugs((await search('sort=alphabetical&lang=en')).body)).toEqual(['title-match', 'body-match', 'other'])
    const page = await search('limit=1&offset=1')
    expect(page.body.total).toBe(3)
    expect(slugs(page.body)).toEqual(['other'])
    expect((await search('sort=bogus&limit=abc')).status).toBe(200)
  })

  it('answers a repeated search the same way, and a new article at once', async () => {
    const first = await search(`search=${encodeURIComponent('Αθήνα')}`)
    const again = await search(`search=${encodeURIComponent('ΑΘΗΝΑ')}`)
    expect(again.body).toEqual(first.body)
    const [category] = (await request(app).get('/api/public/categories')).body as { id: number }[]
    await createArticle({ categoryId: category!.id, slug: 'newest', title: 'Athens today', titleGr: 'Αθήνα σήμερα' })
    const after = await search(`search=${encodeURIComponent('αθηνα')}`)
    expect(slugs(after.body)).toEqual(['newest', 'title-match', 'body-match'])
    expect(after.body.total).toBe(3)
  })

  it('is answered from the full-text index', async () => {
    const kind = getDatabaseHandle().kind
    await queryRows(sql`SET enable_seqscan = off`)
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      sql`EXPLAIN SELECT id FROM articles WHERE search_vector @@ to_tsquery('simple', newsroom_search_normalize(${'Αθήνα:*'}))`,
    )
    await queryRows(sql`SET enable_seqscan = on`)
    expect(plan.map((r) => r['QUERY PLAN']).join('\n'), kind).toContain('articles_search_vector_idx')
  })
})
