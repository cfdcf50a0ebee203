import type { AdInput } from '#app/modules/ads/ad.schema.ts'
import type { AdminAd } from '#app/modules/ads/ad.types.ts'

/** A day (YYYY-MM-DD) as Greeks write it: 05/12/2026. Null for an open end. */
export function formatAdDay(day: string | null): string | null {
  if (!day) return null
  const [year, month, date] = day.split('-')
  return year && month && date ? `${date}/${month}/${year}` : day
}

const GREEK_NUMBER = new Intl.NumberFormat('el-GR')
const GREEK_PERCENT = new Intl.NumberFormat('el-GR', { maximumFractionDigits: 2 })

export const formatCount = (n: number): string => GREEK_NUMBER.format(n)

/** Click-through rate in percent, null before the first impression. */
export function clickThroughRate(clicks: number, impressions: number): number | null {
  return impressions > 0 ? (clicks / impressions) * 100 : null
}

export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${GREEK_PERCENT.format(rate)}%`
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

/** SPEC.md section 5: empty optional fields are left out of what is sent. */
export function adRequestBody(input: AdInput): Partial<AdInput> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<AdInput>
}
