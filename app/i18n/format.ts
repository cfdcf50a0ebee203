import { SITE_TIME_ZONE } from '#app/utils/constants.ts'
import { intlLocale, type Language } from './language.ts'

// Intl formatters are costly to make and free to reuse: one per language
function once<F>(cache: Map<Language, F>, language: Language, make: (locale: string) => F): F {
  let format = cache.get(language)
  if (!format) {
    format = make(intlLocale(language))
    cache.set(language, format)
  }
  return format
}

const dateFormats = new Map<Language, Intl.DateTimeFormat>()
const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>()

const DATE_OPTIONS = { day: 'numeric', month: 'long', year: 'numeric', timeZone: SITE_TIME_ZONE } as const
const DATE_TIME_OPTIONS = { ...DATE_OPTIONS, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const

function dateFormat(language: Language): Intl.DateTimeFormat {
  return once(dateFormats, language, (locale) => new Intl.DateTimeFormat(locale, DATE_OPTIONS))
}

function relativeFormat(language: Language): Intl.RelativeTimeFormat {
  return once(relativeFormats, language, (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }))
}

/**
 * Texts already formatted, by language and moment: a page shows the same articles'
 * dates render after render, and Intl's formatting is a measurable part of a fresh
 * render. Bounded: at most 4,096 short texts (well under 1 MB), emptied when full.
 */
const FORMATTED_KEPT = 4096
const formattedDates = new Map<string, string>()

function keptText(key: string, make: () => string): string {
  let text = formattedDates.get(key)
  if (text === undefined) {
    text = make()
    if (formattedDates.size >= FORMATTED_KEPT) formattedDates.clear()
    formattedDates.set(key, text)
  }
  return text
}

/** A calendar date in the reader's language, e.g. "22 Νοεμβρίου 2026" / "22 November 2026". */
export function formatDate(value: string | Date, language: Language): string {
  const moment = typeof value === 'string' ? value : value.getTime()
  return keptText(`d${language}${moment}`, () => dateFormat(language).format(new Date(value)))
}

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** "5 minutes ago" and the like, `count` units ago. */
function relativeText(language: Language, count: number, unit: 'minute' | 'hour' | 'day'): string {
  return keptText(`r${language}${unit}${count}`, () => relativeFormat(language).format(-count, unit))
}

/**
 * Under 60 s 'Just now', then minutes, hours, days up to 7 days,
 * then the date.
 */
export function formatRelativeTime(value: string | Date, language: Language, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - new Date(value).getTime()) / 1000)
  if (seconds < MINUTE) return language === 'gr' ? 'Μόλις τώρα' : 'Just now'
  if (seconds < HOUR) return relativeText(language, Math.floor(seconds / MINUTE), 'minute')
  if (seconds < DAY) return relativeText(language, Math.floor(seconds / HOUR), 'hour')
  if (seconds < 7 * DAY) return relativeText(language, Math.floor(seconds / DAY), 'day')
  return formatDate(value, language)
}

// with the counted texts, which the article list needs without the dates
export { formatNumber } from './plural.ts'

const timeFormats = new Map<Language, Intl.DateTimeFormat>()

/**
 * A moment of the working day as staff read it: "10:42" today, with its date
 * before ("24 November 2026, 10:42") on another day.
 */
export function formatTimeOfDay(value: string | Date, language: Language, now: Date = new Date()): string {
  const format = once(timeFormats, language, (locale) => {
    return new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: SITE_TIME_ZONE,
    })
  })
  const time = format.format(new Date(value))
  const day = formatDate(value, language)
  return day === formatDate(now, language) ? time : `${day}, ${time}`
}

const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>()

/**
 * A date and its time in the site's time zone, in the reader's language, e.g.
 * "23 Νοεμβρίου 2026 στις 00:30" / "23 November 2026 at 00:30".
 */
export function formatDateTime(value: string | Date, language: Language): string {
  return once(dateTimeFormats, language, (locale) => new Intl.DateTimeFormat(locale, DATE_TIME_OPTIONS)).format(
    new Date(value),
  )
}
