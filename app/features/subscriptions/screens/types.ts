import type { SubscriptionStatus } from '#db/schema/enums.ts'

export type SubscriptionStatusFilter = SubscriptionStatus | 'all'

export const SUBSCRIPTIONS_EXPORT_URL = '/api/admin/subscriptions/export.csv'
