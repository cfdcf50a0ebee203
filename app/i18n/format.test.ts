import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatRelativeTime, formatTimeOfDay } from './format.ts'

const now = new Date('2026-11-22T12:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)

describe('formatRelativeTime', () => {
  it('says Just now under a minute, in both languages', () => {
    expect(formatRelativeTime(ago(30), 'en', now)).toBe('Just now')
    expect(formatRelativeTime(ago(30), 'gr', now)).toBe('Μόλις τώρα')
  })

  it('counts minutes, hours and days up to a week', () => {
    expect(formatRelativeTime(ago(5 * 60), 'en', now)).toBe('5 minutes ago')
    expect(formatRelativeTime(ago(3 * 3600), 'en', now)).toBe('3 hours ago')
    expect(formatRelativeTime(ago(2 * 86400), 'en', now)).toBe('2 days ago')
    expect(formatRelativeTime(ago(3 * 3600), 'gr', now)).toBe('πριν από 3 ώρες')
  })

  it('shows the date from 7 days on', () => {
    expect(formatRelativeTime(ago(8 * 86400), 'en', now)).toBe('14 November 2026')
    expect(formatRelativeTime(ago(8 * 86400), 'gr', now)).toBe(formatDate(ago(8 * 86400), 'gr'))
    expect(formatDate(ago(8 * 86400), 'gr')).toBe('14 Νοεμβρίου 2026')
  })
})

describe('formatDate, asked again and again', () => {
  it('gives each moment in each language its own text, whether a string or a Date', () => {
    const moment = '2026-11-14T12:00:00Z'
    for (let round = 0; round < 2; round++) {
      expect(formatDate(moment, 'en')).toBe('14 November 2026')
      expect(formatDate(moment, 'gr')).toBe('14 Νοεμβρίου 2026')
      expect(formatDate(new Date(moment), 'en')).toBe('14 November 2026')
      expect(formatDate(new Date('2026-11-15T12:00:00Z'), 'en')).toBe('15 November 2026')
      expect(formatRelativeTime(ago(2 * 3600), 'gr', now)).toBe('πριν από 2 ώρες')
      expect(formatRelativeTime(ago(2 * 3600), 'en', now)).toBe('2 hours ago')
      expect(formatRelativeTime(ago(2 * 86400), 'en', now)).toBe('2 days ago')
    }
  })
})

describe('formatTimeOfDay', () => {
  const now = new Date('2026-11-26T08:45:00Z')
  it('gives the time in Athens, with the date only on another day', () => {
    expect(formatTimeOfDay('2026-11-26T08:42:00Z', 'en', now)).toBe('10:42')
    expect(formatTimeOfDay('2026-11-26T08:42:00Z', 'gr', now)).toBe('10:42')
    expect(formatTimeOfDay('2026-11-24T08:42:00Z', 'en', now)).toBe('24 November 2026, 10:42')
  })
})

describe('formatDateTime', () => {
  it("gives the date and the 24-hour time of the site's time zone (Athens), in both languages", () => {
    // 22:30 UTC is 00:30 the next day in Athens (UTC+2 in November)
    expect(formatDateTime('2026-11-22T22:30:00Z', 'en')).toBe('23 November 2026 at 00:30')
    expect(formatDateTime('2026-11-22T22:30:00Z', 'gr')).toBe('23 Νοεμβρίου 2026 στις 00:30')
  })
})
