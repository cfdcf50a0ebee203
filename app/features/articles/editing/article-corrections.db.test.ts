import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { users } from '#db/schema/index.ts'
import { setReadCacheEnabled } from '#server/runtime/content-cache.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import type { StaffUser } from '#app/features/auth/session.server.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { settleContentNotices } from '#tests/support/content-notices.ts'
import { createStaffUser } from '#tests/support/staff.ts'
import { addArticleCorrection, listArticleCorrections } from './article-corrections.server.ts'
import { getPublicArticleBySlug } from '../pages/public-article-page.server.ts'
import { listSitemapArticles } from '../pages/sitemap-articles.server.ts'

/**
 * The corrections service, and what readers' reads make of a correction: it reaches an
 * article already kept in memory once the database's notice is heard (migration 0014's
 * trigger), and moves the article's last change (JSON-LD dateModified, sitemap lastmod).
 * The read cache is on for both engines here (on PostgreSQL the notice follows the commit).
 */
beforeAll(() => setReadCacheEnabled(true))
afterAll(() => setReadCacheEnabled(process.env.TEST_DB !== 'postgres'))

let editor: StaffUser
let categoryId: number
const HOUR = 3_600_000

beforeEach(async () => {
  editor = (await createStaffUser({ role: 'editor' })) as StaffUser
  categoryId = (await createCategory()).id
  await settleContentNotices()
})

const published = new Date(Date.now() - 2 * HOUR)

describe('corrections', () => {
  it('reach an article readers already have in memory, and move its last change', async () => {
    // an older article first, so the article's id is not the correction's
    const older = new Date(published.getTime() - HOUR)
    await createArticle({ categoryId, slug: 'older', publishedAt: older, updatedAt: older })
    await createArticle({ categoryId, slug: 'kept', publishedAt: published, updatedAt: published })
    const before = await getPublicArticleBySlug('kept')
    expect(before).toMatchObject({ corrections: [], modifiedAt: published.toISOString() })
    const sitemapBefore = await listSitemapArticles(10)
    expect(sitemapBefore[0]).toEqual({ slug: 'kept', updatedAt: published.toISOString() })

    const added = await addArticleCorrection({
      actor: editor,
      articleId: before!.id,
      input: { text: 'The bridge opens in May.', textGr: 'Η γέφυρα ανοίγει τον Μάιο.' },
    })
    await settleContentNotices()
    const after = await getPublicArticleBySlug('kept')
    expect(after!.corrections).toEqual([
      {
        id: added.id,
        text: 'The bridge opens in May.',
        textGr: 'Η γέφυρα ανοίγει τον Μάιο.',
        createdAt: added.createdAt,
      },
    ])
    expect(after!.modifiedAt).toBe(added.createdAt)
    expect(new Date(added.createdAt).getTime()).toBeGreaterThan(published.getTime())
    expect(await listSitemapArticles(10)).toEqual([{ slug: 'kept', updatedAt: added.createdAt }, sitemapBefore[1]])
  })

  it('take the later of an edit after publication and the last correction as the last change', async () => {
    const edited = new Date(Date.now() + HOUR)
    await createArticle({ categoryId, slug: 'edited', publishedAt: published, updatedAt: edited })
    const { id } = (await getPublicArticleBySlug('edited'))!
    await addArticleCorrection({ actor: editor, articleId: id, input: { text: 'A note.', textGr: null } })
    await settleContentNotices()
    expect((await getPublicArticleBySlug('edited'))!.modifiedAt).toBe(edited.toISOString())
    expect(await listSitemapArticles(10)).toEqual([{ slug: 'edited', updatedAt: edited.toISOString() }])
  })

  it('keep their text when their author is deleted, without a name', async () => {
    const { id } = await createArticle({ categoryId })
    await addArticleCorrection({ actor: editor, articleId: id, input: { text: 'A note.', textGr: null } })
    expect((await listArticleCorrections(id)).corrections[0]!.author).toMatchObject({ id: editor.id })
    await getDb().delete(users).where(eq(users.id, editor.id))
    expect((await listArticleCorrections(id)).corrections).toEqual([
      expect.objectContaining({ text: 'A note.', author: null }),
    ])
  })
})
