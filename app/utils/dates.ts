import { SITE_TIME_ZONE } from './constants.ts'

// en-CA formats as YYYY-MM-DD
const SITE_DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

// the last minute asked and its day: time zones move days on whole minutes
let lastMinute = Number.NaN
let lastDay = ''

/** The calendar day (YYYY-MM-DD) of `date` in the site's time zone. */
export function siteDay(date: Date = new Date()): string {
  const minute = Math.floor(date.getTime() / 60_000)
  if (minute !== lastMinute) {
    lastDay = SITE_DAY_FORMAT.format(date)
    lastMinute = minute
  }
  return lastDay
}

/** `day` moved by `days` (may be negative). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const SITE_TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The day and time of `date` in the site's time zone, e.g. "2026-11-26 12:40". */
export function siteDateTime(date: Date): string {
  return `${siteDay(date)} ${SITE_TIME_FORMAT.format(date)}`
}

/**
 * The years a date or time the product takes may fall in (in UTC): the database writes
 * years in four digits and refuses year 0, so an instant outside these would reach it
 * only to fail. Nothing a newsroom dates lies outside them.
 */
export const STORABLE_YEARS = { first: 1000, last: 9999 } as const

/** Whether `date` is a real instant within STORABLE_YEARS. */
export function isStorableInstant(date: Date): boolean {
  const year = date.getUTCFullYear()
  return year >= STORABLE_YEARS.first && year <= STORABLE_YEARS.last
}

/** Whether the calendar day `day` (YYYY-MM-DD) lies within STORABLE_YEARS. */
export const isStorableDay = (day: string) => isStorableInstant(new Date(`${day}T12:00:00Z`))
