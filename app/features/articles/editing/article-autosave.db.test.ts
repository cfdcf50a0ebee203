import { beforeEach, describe, expect, it } from 'vitest'
import { articleAutosaves } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory, createUser } from '#tests/factories/index.ts'
import { deleteExpiredAutosaves, getAutosave, saveAutosave } from './article-autosave.server.ts'
import { updateArticle } from './article-save.server.ts'
import { ArticleInputSchema } from '../article.schema.ts'
import { AUTOSAVE_RETENTION_MS } from './autosave.schema.ts'

type Actor = Awaited<ReturnType<typeof createUser>>
let editor: Actor
let other: Actor
let categoryId: number
let articleId: number

beforeEach(async () => {
  editor = await createUser({ role: 'editor' })
  other = await createUser({ role: 'editor' })
  categoryId = (await createCategory()).id
  articleId = (await createArticle({ categoryId, authorId: editor.id })).id
})

const keep = (actor: Actor, title: string, now?: Date) =>
  saveAutosave({ actor, articleId, input: { draft: { title }, baseVersion: 1 }, now })

describe('autosave drafts', () => {
  it('keeps one draft per user and article, each user reading their own', async () => {
    await keep(editor, 'First')
    await keep(editor, 'Second')
    await keep(other, 'Theirs')
    expect((await getAutosave({ actor: editor, articleId })).autosave).toMatchObject({
      draft: { title: 'Second' },
      baseVersion: 1,
    })
    expect((await getAutosave({ actor: other, articleId })).autosave?.draft).toEqual({ title: 'Theirs' })
    expect(await getDb().select().from(articleAutosaves)).toHaveLength(2)
  })

  it("deletes the saver's draft when the article is saved, and only theirs", async () => {
    await keep(editor, 'Mine')
    await keep(other, 'Theirs')
    const input = ArticleInputSchema.parse({ title: 'Saved', content: '<p>Body</p>', categoryId })
    await updateArticle({ actor: editor, id: articleId, input })
    expect((await getAutosave({ actor: editor, articleId })).autosave).toBeNull()
    expect((await getAutosave({ actor: other, articleId })).autosave?.draft).toEqual({ title: 'Theirs' })
  })

  it('deletes drafts untouched for 30 days on schedule', async () => {
    const start = new Date('2026-10-01T08:00:00Z')
    await keep(editor, 'Old', start)
    await keep(other, 'Newer', new Date(start.getTime() + 60_000))
    expect(await deleteExpiredAutosaves(new Date(start.getTime() + AUTOSAVE_RETENTION_MS))).toBe(0)
    expect(await deleteExpiredAutosaves(new Date(start.getTime() + AUTOSAVE_RETENTION_MS + 1000))).toBe(1)
    expect((await getAutosave({ actor: editor, articleId })).autosave).toBeNull()
    expect((await getAutosave({ actor: other, articleId })).autosave).not.toBeNull()
  })
})
