import { describe, expect, it } from 'vitest'
import { addDays, siteDateTime, siteDay } from './dates.ts'

describe('siteDay', () => {
  it('is the calendar day in Athens, not in UTC', () => {
    // 23:30 UTC on 26 November is 01:30 on 27 November in Athens (UTC+2 in winter)
    expect(siteDay(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27')
    expect(siteDay(new Date('2026-11-26T21:59:00Z'))).toBe('2026-11-26')
  })

  it('turns at midnight in Athens, even when asked again within the same hour', () => {
    expect(siteDay(new Date('2026-11-26T21:59:59Z'))).toBe('2026-11-26')
    expect(siteDay(new Date('2026-11-26T22:00:00Z'))).toBe('2026-11-27')
    expect(siteDay(new Date('2026-11-26T21:59:30Z'))).toBe('2026-11-26')
  })
})

describe('siteDateTime', () => {
  it('gives the day and time in Athens', () => {
    expect(siteDateTime(new Date('2026-07-01T09:40:00Z'))).toBe('2026-07-01 12:40')
  })
})

describe('addDays', () => {
  it('moves across months and back', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})
