import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { articleRevisions, articles, articleTags } from '#db/schema/index.ts'
import { recordArticleView } from '#app/features/articles/pages/views.server.ts'
import { contentVersion } from '#server/runtime/content-cache.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory, createTag } from '#tests/factories/index.ts'
import { settleContentNotices } from '#tests/support/content-notices.ts'
import { createStaffUser } from '#tests/support/staff.ts'
import { addArticleCorrection } from '../editing/article-corrections.server.ts'
import { recordArticleRevision } from './article-revisions.server.ts'
import { changedFields } from './article-snapshot.ts'
import type { ArticleSnapshot } from '../article.types.ts'
import { updateArticle } from '../editing/article-save.server.ts'
import { createArticle as saveNewArticle } from '../editing/articles.server.ts'

const versionOf = async (id: number) =>
  (await getDb().select({ version: articles.version }).from(articles).where(eq(articles.id, id)))[0]!.version

describe('article versions and revisions in the database', () => {
  it("does not move the version or send the content notice for a reader's view", async () => {
    const category = await createCategory()
    const article = await createArticle({ categoryId: category.id, slug: 'read-me' })
    await settleContentNotices()
    const before = contentVersion()
    expect(await recordArticleView('read-me', 'visitor-1')).toBe(true)
    await settleContentNotices()
    expect(contentVersion()).toBe(before)
    const [row] = await getDb().select().from(articles).where(eq(articles.id, article.id))
    expect(row).toMatchObject({ viewCount: 1, version: 1 })
  })

  it('keeps a revision without moving the version or sending the content notice', async () => {
    const category = await createCategory()
    const editor = await createStaffUser({ role: 'editor' })
    const input = { title: 'Published', content: '<p>Text</p>', categoryId: category.id, status: 'published' as const }
    const saved = await saveNewArticle({ actor: { ...editor, role: 'editor' }, input: fullInput(input) })
    await settleContentNotices()
    const before = contentVersion()
    const revision = await getDb().transaction((tx) =>
      recordArticleRevision(tx, { articleId: saved.id, actorId: editor.id }),
    )
    await settleContentNotices()
    expect(contentVersion()).toBe(before)
    expect(revision.version).toBe(1)
    expect(await versionOf(saved.id)).toBe(1)
    const rows = await getDb().select().from(articleRevisions).where(eq(articleRevisions.articleId, saved.id))
    expect(rows.map((r) => r.changedFields)).toEqual([[], []])
  })

  it('moves the version by one for each save by staff', async () => {
    const category = await createCategory()
    const editor = { ...(await createStaffUser({ role: 'editor' })), role: 'editor' as const }
    const input = fullInput({ title: 'One', content: '<p>Text</p>', categoryId: category.id, status: 'draft' })
    const saved = await saveNewArticle({ actor: editor, input })
    await updateArticle({ actor: editor, id: saved.id, input: { ...input, title: 'Two' } })
    await updateArticle({ actor: editor, id: saved.id, input: { ...input, title: 'Two', status: 'under_review' } })
    expect(await versionOf(saved.id)).toBe(3)
  })

  it('keeps what each save wrote, tags and corrections included, naming only the fields it changed', async () => {
    const category = await createCategory()
    const [first, second] = [await createTag(), await createTag()]
    const editor = { ...(await createStaffUser({ role: 'editor' })), role: 'editor' as const }
    const fields = { title: 'One', content: '<p>Text</p>', categoryId: category.id, status: 'published' as const }
    const input = { ...fullInput(fields), tagIds: [second.id, first.id] }
    const saved = await saveNewArticle({ actor: editor, input })
    const correction = await addArticleCorrection({
      actor: editor,
      articleId: saved.id,
      input: { text: 'Fixed.', textGr: null },
    })

    await updateArticle({ actor: editor, id: saved.id, input: { ...input, title: 'Two' } })
    // the same tags in another order, an unknown one and a repeat: only the known ones, once
    const tagIds = [first.id, 999_999, second.id, first.id]
    await updateArticle({ actor: editor, id: saved.id, input: { ...input, title: 'Two', tagIds } })
    await updateArticle({ actor: editor, id: saved.id, input: { ...input, title: 'Two', tagIds: [second.id] } })

    const rows = await getDb()
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, saved.id))
      .orderBy(asc(articleRevisions.id))
    expect(rows.map((r) => r.changedFields)).toEqual([[], ['corrections'], ['title'], [], ['tagIds']])
    const snapshots = rows.map((r) => r.snapshot as unknown as ArticleSnapshot)
    expect(snapshots.map((r) => [r.title, r.tagIds])).toEqual([
      ['One', [first.id, second.id].sort((a, b) => a - b)],
      ['One', [first.id, second.id].sort((a, b) => a - b)],
      ['Two', [first.id, second.id].sort((a, b) => a - b)],
      ['Two', [first.id, second.id].sort((a, b) => a - b)],
      ['Two', [second.id]],
    ])
    expect(snapshots[4]!.corrections).toEqual([{ text: 'Fixed.', textGr: null, createdAt: correction.createdAt }])
    expect(rows.map((r) => r.version)).toEqual([1, 1, 2, 3, 4])
    const stored = await getDb().select().from(articleTags).where(eq(articleTags.articleId, saved.id))
    expect(stored.map((t) => t.tagId)).toEqual([second.id])
  })

  it('names the fields that differ, in the order the screens list them', () => {
    const before = { title: 'A', contentGr: null, tagIds: [1], publishedAt: null } as Partial<ArticleSnapshot>
    const after: Partial<ArticleSnapshot> = { ...before, title: 'B', contentGr: '<p>Γ</p>', tagIds: [1, 2] }
    expect(changedFields(before, after)).toEqual(['title', 'contentGr', 'tagIds'])
    expect(changedFields(after, after)).toEqual([])
  })
})

/** The input the schema would give for these fields (defaults filled in). */
function fullInput(fields: { title: string; content: string; categoryId: number; status: 'draft' | 'published' }) {
  return {
    titleGr: null,
    subtitle: null,
    subtitleGr: null,
    contentGr: null,
    excerpt: null,
    excerptGr: null,
    metaDescription: null,
    focusKeywords: null,
    isFeatured: false,
    allowComments: true,
    featuredImageUrl: null,
    featuredImageAlt: null,
    featuredImageAltGr: null,
    featuredImageCaption: null,
    featuredImageCaptionGr: null,
    featuredImageCredit: null,
    galleryImages: [],
    featuredVideoUrl: null,
    tagIds: [],
    slug: null,
    publishedAt: null,
    ...fields,
  }
}
