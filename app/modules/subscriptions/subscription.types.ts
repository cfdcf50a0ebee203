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
