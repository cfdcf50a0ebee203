import { formatNumber } from '#app/i18n/format.ts'
import { intlLocale, type Language } from '#app/i18n/language.ts'
import type { AdInput } from '#app/features/advertisements/ad.schema.ts'
import type { AdminAd } from '#app/features/advertisements/ad.types.ts'

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * A day (YYYY-MM-DD) in the admin's language: as Greeks write it (05/12/2026),
 * or "5 Dec 2026" in English. Null for an open end.
 */
export function formatAdDay(day: string | null, language: Language): string | null {
  if (!day) return null
  const [year, month, date] = day.split('-')
  if (!year || !month || !date) return day
  if (language === 'gr') return `${date}/${month}/${year}`
  return `${Number(date)} ${ENGLISH_MONTHS[Number(month) - 1] ?? month} ${year}`
}

const percentFormats: Record<Language, Intl.NumberFormat> = {
  gr: new Intl.NumberFormat(intlLocale('gr'), { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat(intlLocale('en'), { maximumFractionDigits: 2 }),
}

export const formatCount = (n: number, language: Language): string => formatNumber(n, language)

/** Click-through rate in percent, null before the first impression. */
export function clickThroughRate(clicks: number, impressions: number): number | null {
  return impressions > 0 ? (clicks / impressions) * 100 : null
}

export function formatRate(rate: number | null, language: Language): string {
  return rate === null ? '—' : `${percentFormats[language].format(rate)}%`
}

export interface AdSummary {
  total: number
  active: number
  inactive: number
  clicks: number
}

/** The four summary cards: all ads, the active ones, the inactive ones, and all their clicks. */
export function summarizeAds(ads: readonly AdminAd[]): AdSummary {
  return {
    total: ads.length,
    active: ads.filter((ad) => ad.status === 'active').length,
    inactive: ads.filter((ad) => ad.status === 'inactive').length,
    clicks: ads.reduce((sum, ad) => sum + ad.clickCount, 0),
  }
}

/** The quick toggle: active ⇄ inactive; a scheduled ad is switched off. */
export function toggledStatus(status: AdminAd['status']): AdminAd['status'] {
  return status === 'inactive' ? 'active' : 'inactive'
}

/** Empty optional fields are left out of what is sent. */
export function adRequestBody(input: AdInput): Partial<AdInput> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<AdInput>
}
