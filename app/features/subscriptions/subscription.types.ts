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
  /** `pending` (confirmed opt-in) and `showPending`: shown only while opt-in is on or pending rows exist */
  counts: { active: number; unsubscribed: number; pending: number; all: number; showPending: boolean }
}
