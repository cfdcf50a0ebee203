import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { articleTags } from '#db/schema/index.ts'
import { setReadCacheEnabled } from '#server/runtime/content-cache.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory, createTag } from '#tests/factories/index.ts'
import { settleContentNotices } from '#tests/support/content-notices.ts'
import { findRelatedArticles } from './related-articles.server.ts'

/**
 * The article page's related articles: the most shared tags first, then the same
 * category, newest first within each; at most four; never the article itself nor one
 * readers cannot see. The read cache is on, so a change must reach a cached answer.
 */
beforeAll(() => setReadCacheEnabled(true))
afterAll(() => setReadCacheEnabled(process.env.TEST_DB !== 'postgres'))

const HOUR = 3_600_000
const ago = (hours: number) => new Date(Date.now() - hours * HOUR)

async function tag(articleId: number, ...tagIds: number[]) {
  await getDb()
    .insert(articleTags)
    .values(tagIds.map((tagId) => ({ articleId, tagId })))
}

let categoryId: number
let otherCategoryId: number

beforeEach(async () => {
  categoryId = (await createCategory()).id
  otherCategoryId = (await createCategory()).id
})

async function relatedSlugs(article: { slug: string }) {
  await settleContentNotices()
  const related = await findRelatedArticles(article.slug)
  return related.map((a) => a.slug)
}

describe('related articles', () => {
  it('puts the most shared tags first, then the same category, newest first; at most four', async () => {
    const [t1, t2, t3] = [await createTag(), await createTag(), await createTag()]
    const self = await createArticle({ categoryId, slug: 'self', publishedAt: ago(1) })
    await tag(self.id, t1.id, t2.id, t3.id)
    const twoTags = await createArticle({ categoryId: otherCategoryId, slug: 'two-tags', publishedAt: ago(30) })
    await tag(twoTags.id, t1.id, t2.id)
    const oneTagOld = await createArticle({ categoryId: otherCategoryId, slug: 'one-tag-old', publishedAt: ago(20) })
    await tag(oneTagOld.id, t3.id)
    const oneTagNew = await createArticle({ categoryId: otherCategoryId, slug: 'one-tag-new', publishedAt: ago(2) })
    await tag(oneTagNew.id, t1.id)
    await createArticle({ categoryId, slug: 'same-category-old', publishedAt: ago(10) })
    await createArticle({ categoryId, slug: 'same-category-new', publishedAt: ago(3) })
    await createArticle({ categoryId: otherCategoryId, slug: 'unrelated', publishedAt: ago(1) })

    expect(await relatedSlugs(self)).toEqual(['two-tags', 'one-tag-new', 'one-tag-old', 'same-category-new'])
  })

  it('never shows the article itself, drafts, scheduled or unpublished articles', async () => {
    const t1 = await createTag()
    const self = await createArticle({ categoryId, slug: 'self', publishedAt: ago(1) })
    await tag(self.id, t1.id)
    const hidden = [
      await createArticle({ categoryId, slug: 'draft', status: 'draft', publishedAt: null }),
      await createArticle({ categoryId, slug: 'scheduled', publishedAt: new Date(Date.now() + HOUR) }),
      await createArticle({ categoryId, slug: 'under-review', status: 'under_review', publishedAt: ago(5) }),
    ]
    for (const article of hidden) await tag(article.id, t1.id)
    await createArticle({ categoryId, slug: 'shown', publishedAt: ago(8) })

    expect(await relatedSlugs(self)).toEqual(['shown'])
  })

  it('is empty when nothing is near, and follows content changes through the read cache', async () => {
    const self = await createArticle({ categoryId, slug: 'alone', publishedAt: ago(1) })
    expect(await relatedSlugs(self)).toEqual([])
    await createArticle({ categoryId, slug: 'newcomer', publishedAt: ago(2) })
    expect(await relatedSlugs(self)).toEqual(['newcomer'])
  })
})
