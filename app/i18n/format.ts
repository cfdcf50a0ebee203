import { SITE_TIME_ZONE } from '#app/utils/constants.ts'
import { intlLocale, type Language } from './language.ts'

// Intl formatters are costly to make and free to reuse: one per language and kind
const dateFormats = new Map<string, Intl.DateTimeFormat>()

const DATE_OPTIONS = { day: 'numeric', month: 'long', year: 'numeric', timeZone: SITE_TIME_ZONE } as const
const DATE_TIME_OPTIONS = { ...DATE_OPTIONS, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const

function dateFormat(language: Language, withTime = false): Intl.DateTimeFormat {
  const key = `${language}:${withTime}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), withTime ? DATE_TIME_OPTIONS : DATE_OPTIONS)
    dateFormats.set(key, format)
  }
  return format
}

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>()

function relativeFormat(language: Language): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(language)
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'always' })
    relativeFormats.set(language, format)
  }
  return format
}

/** A calendar date in the reader's language, e.g. "22 Νοεμβρίου 2026" / "22 November 2026". */
export function formatDate(value: string | Date, language: Language): string {
  return dateFormat(language).format(new Date(value))
}

/** A date and time in the site's time zone, e.g. "22 Νοεμβρίου 2026 στις 14:05" / "22 November 2026 at 14:05". */
export function formatDateTime(value: string | Date, language: Language): string {
  return dateFormat(language, true).format(new Date(value))
}

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * SPEC.md section 9: under 60 s 'Just now', then minutes, hours, days up to 7 days,
 * then the date.
 */
export function formatRelativeTime(value: string | Date, language: Language, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - new Date(value).getTime()) / 1000)
  if (seconds < MINUTE) return language === 'gr' ? 'Μόλις τώρα' : 'Just now'
  const rtf = relativeFormat(language)
  if (seconds < HOUR) return rtf.format(-Math.floor(seconds / MINUTE), 'minute')
  if (seconds < DAY) return rtf.format(-Math.floor(seconds / HOUR), 'hour')
  if (seconds < 7 * DAY) return rtf.format(-Math.floor(seconds / DAY), 'day')
  return formatDate(value, language)
}

const numberFormats = new Map<Language, Intl.NumberFormat>()

/** A whole number with the language's digit grouping ("1.234" / "1,234"). */
export function formatNumber(value: number, language: Language): string {
  let format = numberFormats.get(language)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language))
    numberFormats.set(language, format)
  }
  return format.format(value)
}
