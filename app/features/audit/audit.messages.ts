import { defineMessages } from '#app/utils/messages.ts'

/** The audit log's query messages (GET /api/admin/audit-log). */
export const auditMessages = defineMessages('audit', {
  actionInvalid: 'action must be one of the recorded actions',
  targetTypeInvalid: 'targetType must be one of the recorded target types',
  fromInvalid: 'from must be a calendar day (YYYY-MM-DD) or an ISO date and time',
  toInvalid: 'to must be a calendar day (YYYY-MM-DD) or an ISO date and time',
  rangeInvalid: 'from must not be after to',
})
