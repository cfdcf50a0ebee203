import type { SubscriptionStatus } from '#db/schema/enums.ts'

/** One row of GET /api/admin/subscriptions. */
export interface AdminSubscription {
  id: number
  email: string
  status: SubscriptionStatus
  language: string
  subscribedAt: string
  unsubscribedAt: string | null
}

/** The page, the number of rows that match, and counts over every subscription. */
export interface SubscriptionPage {
  subscriptions: AdminSubscription[]
  total: number
  counts: { active: number; unsubscribed: number; all: number }
}

export type SubscriptionStatusFilter = SubscriptionStatus | 'all'

export const SUBSCRIPTIONS_QUERY_KEY = ['/api/admin/subscriptions'] as const
export const SUBSCRIPTIONS_EXPORT_URL = '/api/admin/subscriptions/export.csv'
