import { describe, expect, it } from 'vitest'
import { AutosaveDraftSchema } from '#app/features/articles/editing/autosave.schema.ts'
import { draftOf, toFormValues } from './article-form-values.ts'

describe("the editor's autosave draft", () => {
  it('is accepted by the API as the form holds it, new or filled in', () => {
    const empty = draftOf(toFormValues(null))
    expect(AutosaveDraftSchema.parse(empty)).toEqual(empty)
    const filled = {
      ...empty,
      title: 'Τίτλος',
      categoryId: '3',
      tagIds: [1, 2],
      galleryImages: ['/objects/uploads/a.webp'],
      publishedAt: '2026-11-26T08:40:00.000Z',
      isFeatured: true,
    }
    expect(AutosaveDraftSchema.parse(filled)).toEqual(filled)
  })

  it("leaves out the version the form was opened on (the article's own replaces it on restore)", () => {
    const opened = { ...toFormValues(null), version: 4 }
    expect(draftOf(opened)).not.toHaveProperty('version')
    expect(AutosaveDraftSchema.safeParse(opened).success).toBe(false)
  })

  it('takes no field the form does not have', () => {
    expect(AutosaveDraftSchema.safeParse({ ...toFormValues(null), authorId: 1 }).success).toBe(false)
  })
})
