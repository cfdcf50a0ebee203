import { beforeEach, describe, expect, it } from 'vitest'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { findAdminArticles } from '../editing/articles.server.ts'
import { searchArticles } from './search.server.ts'

beforeEach(async () => {
  const category = await createCategory()
  await createArticle({ categoryId: category.id, slug: 'in-title', title: 'Athens', titleGr: 'Η Αθήνα ψηφίζει' })
  await createArticle({ categoryId: category.id, slug: 'final-sigma', titleGr: 'Οι δρόμοι της ΑΘΗΝΑΣ' })
  await createArticle({ categoryId: category.id, slug: 'in-excerpt', excerptGr: 'Νέα για την αθηνα' })
  await createArticle({ categoryId: category.id, slug: 'in-body', content: '<p>Η <strong>Αθήνα</strong> μετρά</p>' })
  await createArticle({
    categoryId: category.id,
    slug: 'draft',
    status: 'draft',
    contentGr: '<p>Οι Αθηναίοι της Αθήνας</p>',
  })
  await createArticle({ categoryId: category.id, slug: 'elsewhere', titleGr: 'Θεσσαλονίκη' })
})

const adminSlugs = async (search: string) =>
  (await findAdminArticles({ search, limit: 200, offset: 0 })).articles.map((a) => a.slug).sort()

const publicSlugs = async (search: string) =>
  (await searchArticles({ search, sort: 'latest', language: 'gr', limit: 100, offset: 0 })).articles
    .map((a) => a.slug)
    .sort()

describe('the newsroom article list search', () => {
  it('finds every article the reader search finds, in every status, however the word is typed', async () => {
    for (const word of ['αθηνα', 'ΑΘΗΝΑ', 'Αθήνα', 'Αθήνας', 'αθην']) {
      const found = await adminSlugs(word)
      const published = await publicSlugs(word)
      expect(published.length).toBeGreaterThan(0)
      expect(found).toEqual(expect.arrayContaining(published))
      expect(found).toContain('draft')
      expect(found).not.toContain('elsewhere')
    }
  })

  it('still finds text inside a word of a title', async () => {
    expect(await adminSlugs('ΣΣΑΛΟΝ')).toEqual(['elsewhere'])
  })
})
