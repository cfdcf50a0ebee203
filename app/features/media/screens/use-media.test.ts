import { expect, test } from 'vitest'
import { mediaListUrl } from './use-media.ts'

test('the media list sends type, date, search and the page to the server', () => {
  expect(mediaListUrl({ type: 'all', date: 'all', search: ' ', offset: 0 }, 24)).toBe(
    '/api/admin/media?type=all&date=all&limit=24&offset=0',
  )
  const url = new URL(mediaListUrl({ type: 'image', date: '7d', search: 'λογότυπο', offset: 24 }, 24), 'http://x')
  expect(Object.fromEntries(url.searchParams)).toEqual({
    type: 'image',
    date: '7d',
    search: 'λογότυπο',
    limit: '24',
    offset: '24',
  })
})
