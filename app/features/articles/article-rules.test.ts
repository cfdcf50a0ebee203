import { describe, expect, it } from 'vitest'
import {
  canEditArticle,
  hasContent,
  isLive,
  lastModifiedAt,
  readTimeMinutes,
  titleSizeStep,
  videoEmbedUrl,
  wasUpdatedAfterPublication,
} from './article-rules.ts'

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

  it('takes the last change readers saw: publication, an edit after it, or the last correction', () => {
    const publishedAt = '2026-11-20T10:00:00.000Z'
    // saved before its scheduled publication: the publication is the change
    expect(lastModifiedAt({ publishedAt, updatedAt: '2026-11-19T08:00:00.000Z', lastCorrectionAt: null })).toBe(
      publishedAt,
    )
    expect(lastModifiedAt({ publishedAt, updatedAt: '2026-11-21T09:30:00.000Z', lastCorrectionAt: null })).toBe(
      '2026-11-21T09:30:00.000Z',
    )
    const lastCorrectionAt = '2026-11-22T07:15:00.000Z'
    expect(lastModifiedAt({ publishedAt, updatedAt: '2026-11-21T09:30:00.000Z', lastCorrectionAt })).toBe(
      lastCorrectionAt,
    )
  })

  it('says "Updated" after a correction, or an edit more than a minute after publication', () => {
    const publishedAt = '2026-11-20T10:00:00.000Z'
    const at = (updatedAt: string, corrections: unknown[] = []) =>
      wasUpdatedAfterPublication({ publishedAt, updatedAt, corrections })
    expect(at('2026-11-20T10:00:00.004Z')).toBe(false)
    expect(at('2026-11-20T10:01:00.000Z')).toBe(false)
    expect(at('2026-11-20T10:01:00.001Z')).toBe(true)
    expect(at('2026-11-19T10:00:00.000Z', [{}])).toBe(true)
  })

  it('takes an article as live once published and due', () => {
    const now = new Date('2026-11-20T10:00:00Z')
    expect(isLive({ status: 'published', publishedAt: new Date('2026-11-20T09:59:00Z') }, now)).toBe(true)
    expect(isLive({ status: 'published', publishedAt: new Date('2026-11-20T10:01:00Z') }, now)).toBe(false)
    expect(isLive({ status: 'published', publishedAt: null }, now)).toBe(false)
    expect(isLive({ status: 'draft', publishedAt: new Date('2026-11-19T00:00:00Z') }, now)).toBe(false)
  })
})
