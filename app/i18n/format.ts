import { SITE_TIME_ZONE } from '#app/utils/constants.ts'
import { intlLocale, type Language } from './language.ts'

/** A calendar date in the reader's language, e.g. "22 Νοεμβρίου 2026" / "22 November 2026". */
export function formatDate(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  }).format(new Date(value))
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
  const rtf = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'always' })
  if (seconds < HOUR) return rtf.format(-Math.floor(seconds / MINUTE), 'minute')
  if (seconds < DAY) return rtf.format(-Math.floor(seconds / HOUR), 'hour')
  if (seconds < 7 * DAY) return rtf.format(-Math.floor(seconds / DAY), 'day')
  return formatDate(value, language)
}
