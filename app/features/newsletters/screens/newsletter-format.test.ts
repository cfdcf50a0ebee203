import { expect, test } from 'vitest'
import {
  draftProblems,
  isEditable,
  issueSubject,
  newsletterPageCount,
  newslettersUrl,
  scheduledIso,
  startingArticles,
} from './newsletter-format.ts'

test('the list call pages by 20', () => {
  expect(newslettersUrl(1)).toBe('/api/admin/newsletters?limit=20&offset=0')
  expect(newslettersUrl(3)).toBe('/api/admin/newsletters?limit=20&offset=40')
  expect(newsletterPageCount(0)).toBe(1)
  expect(newsletterPageCount(21)).toBe(2)
})

test('the compose rules match the server: a subject, one to twenty articles', () => {
  expect(draftProblems({ subject: ' ', articleIds: [] })).toEqual({
    subject: 'admin.newsletters.rule.subjectRequired',
    articles: 'admin.newsletters.rule.articlesRequired',
  })
  expect(draftProblems({ subject: 'News', articleIds: Array.from({ length: 21 }, (_, i) => i + 1) }).articles).toBe(
    'admin.newsletters.rule.tooManyArticles',
  )
  expect(draftProblems({ subject: 'News', articleIds: [1] })).toEqual({ subject: undefined, articles: undefined })
})

test('only drafts and scheduled issues can be changed', () => {
  expect(isEditable('draft')).toBe(true)
  expect(isEditable('scheduled')).toBe(true)
  expect(isEditable('sending')).toBe(false)
  expect(isEditable('sent')).toBe(false)
})

test("start from the editor's picks, then the latest, without repeats, at most six", () => {
  expect(startingArticles([5, 3], [9, 5, 8, 7, 6, 4, 2])).toEqual([5, 3, 9, 8, 7, 6])
  expect(startingArticles([], [1, 2])).toEqual([1, 2])
})

test('a schedule must be in the future', () => {
  const now = new Date('2026-11-27T10:00:00Z')
  expect(scheduledIso('', now)).toBeNull()
  expect(scheduledIso('nonsense', now)).toBeNull()
  expect(scheduledIso('2026-11-27T09:00:00Z', now)).toBeNull()
  expect(scheduledIso('2026-11-28T09:00:00Z', now)).toBe('2026-11-28T09:00:00.000Z')
})

test('the subject in the admin language, the main text when the Greek is empty', () => {
  expect(issueSubject({ subject: 'News', subjectGr: 'Νέα' }, 'gr')).toBe('Νέα')
  expect(issueSubject({ subject: 'News', subjectGr: null }, 'gr')).toBe('News')
  expect(issueSubject({ subject: 'News', subjectGr: 'Νέα' }, 'en')).toBe('News')
})
