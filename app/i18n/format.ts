import { SITE_TIME_ZONE } from '#app/utils/constants.ts'
import { intlLocale, type Language } from './language.ts'

// Intl formatters are costly to make and free to reuse: one per language
const dateFormats = new Map<Language, Intl.DateTimeFormat>()
const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>()

/** A date formatter of the site's time zone in this language, made once per cache. */
function siteDateFormat(
  cache: Map<Language, Intl.DateTimeFormat>,
  language: Language,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = cache.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: SITE_TIME_ZONE })
    cache.set(language, format)
  }
  return format
}

function dateFormat(language: Language): Intl.DateTimeFormat {
  return siteDateFormat(dateFormats, language, { day: 'numeric', month: 'long', year: 'numeric' })
}

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

const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>()

/** A day and time in the user's language and the site's time zone, e.g. "26 Νοε 2026, 12:40". */
export function formatDateTime(value: string | Date, language: Language): string {
  const format = siteDateFormat(dateTimeFormats, language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  })
  return format.format(new Date(value))
}
