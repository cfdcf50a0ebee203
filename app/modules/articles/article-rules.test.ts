import { describe, expect, it } from 'vitest'
import { canEditArticle, hasContent, readTimeMinutes, titleSizeStep, videoEmbedUrl } from './article-rules.ts'

describe('article rules', () => {
  it('reads 150 words a minute, rounded up, at least 1', () => {
    expect(readTimeMinutes('')).toBe(1)
    expect(readTimeMinutes('λέξη '.repeat(150))).toBe(1)
    expect(readTimeMinutes('λέξη '.repeat(151))).toBe(2)
    expect(readTimeMinutes('word '.repeat(450))).toBe(3)
  })

  it('lets contributors edit only their own unpublished articles', () => {
    const contributor = { id: 7, role: 'contributor' as const }
    expect(canEditArticle(contributor, { authorId: 7, status: 'draft' })).toBe(true)
    expect(canEditArticle(contributor, { authorId: 7, status: 'under_review' })).toBe(true)
    expect(canEditArticle(contributor, { authorId: 7, status: 'published' })).toBe(false)
    expect(canEditArticle(contributor, { authorId: 8, status: 'draft' })).toBe(false)
    expect(canEditArticle({ id: 1, role: 'editor' }, { authorId: 8, status: 'published' })).toBe(true)
  })

  it('knows empty editor output', () => {
    expect(hasContent('<p></p>')).toBe(false)
    expect(hasContent('<p> &nbsp; </p>')).toBe(false)
    expect(hasContent('<p>x</p>')).toBe(true)
    expect(hasContent('<img src="/objects/uploads/a">')).toBe(true)
  })

  it('steps the title size at 30, 60 and 100 characters', () => {
    expect([29, 30, 59, 60, 99, 100].map((n) => titleSizeStep('x'.repeat(n)))).toEqual([0, 1, 1, 2, 2, 3])
  })

  it('turns video URLs into embed addresses', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=abc123XYZ')).toBe('https://www.youtube.com/embed/abc123XYZ')
    expect(videoEmbedUrl('https://www.youtube.com/embed/abc123XYZ')).toBe('https://www.youtube.com/embed/abc123XYZ')
    expect(videoEmbedUrl('https://youtu.be/abc123XYZ')).toBe('https://www.youtube.com/embed/abc123XYZ')
    expect(videoEmbedUrl('https://vimeo.com/123456')).toBe('https://player.vimeo.com/video/123456')
    expect(videoEmbedUrl('')).toBeNull()
  })
})
