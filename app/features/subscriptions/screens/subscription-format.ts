import type { Language } from '#app/i18n/language.ts'
import { SITE_TIME_ZONE, SUBSCRIPTIONS_PAGE_SIZE } from '#app/utils/constants.ts'
import type { SubscriptionStatusFilter } from './types.ts'

/** The short date with the time, e.g. "Nov 22, 2026, 10:15 AM" (and its Greek equivalent). */
export function formatSubscriptionDate(value: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'el-GR', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: SITE_TIME_ZONE,
  }).format(new Date(value))
}

/** GET /api/admin/subscriptions for a page (1-based): status left out for all, offset (page-1)*20. */
export function subscriptionsUrl({
  status,
  search,
  page,
}: {
  status: SubscriptionStatusFilter
  search: string
  page: number
}): string {
  const params = new URLSearchParams()
  if (status !== 'all') params.set('status', status)
  if (search.trim()) params.set('search', search.trim())
  params.set('limit', String(SUBSCRIPTIONS_PAGE_SIZE))
  params.set('offset', String((page - 1) * SUBSCRIPTIONS_PAGE_SIZE))
  return `/api/admin/subscriptions?${params}`
}

/** Pages for this many matching rows; an empty list is still one page. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SUBSCRIPTIONS_PAGE_SIZE))
}
