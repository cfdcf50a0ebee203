import { deleteExpiredAutosaves } from '#app/features/articles/editing/article-autosave.server.ts'
import { deleteExpiredPresence } from '#app/features/articles/editing/article-presence.server.ts'
import { deleteExpiredEventMarks } from '#app/utils/event-marks.server.ts'
import { deleteExpiredAuditEntries } from '#app/features/audit/audit-log.server.ts'
import { deleteExpiredRateLimits } from '#app/features/sign-in/rate-limit.server.ts'
import { deleteExpiredSessions } from '#app/features/auth/session.server.ts'
import { deleteExpiredSignInCodes } from '#app/features/sign-in/sign-in.server.ts'
import { deleteUnusedUploadAddresses } from '#app/features/media/uploads.server.ts'

/** How many rows of each kind one cleanup deleted. */
export interface ExpiredRowsReport {
  sessions: number
  signInCodes: number
  rateLimits: number
  uploadAddresses: number
  eventMarks: number
  auditEntries: number
  articleAutosaves: number
  articlePresence: number
}

/**
 * Delete every row that has outlived its use as of `now`: sessions, sign-in codes,
 * failed-sign-in counters, unused upload addresses, "counted already" marks, audit
 * log entries past AUDIT_RETENTION_DAYS, autosaves untouched for 30 days and the
 * presence rows of editor tabs gone silent.
 * Each delete stands alone and is idempotent, so several processes may run this
 * at once (PostgreSQL): a row is deleted by whichever comes first.
 */
export async function deleteExpiredRows(now = new Date()): Promise<ExpiredRowsReport> {
  return {
    sessions: await deleteExpiredSessions(now),
    signInCodes: await deleteExpiredSignInCodes(now),
    rateLimits: await deleteExpiredRateLimits(now),
    uploadAddresses: await deleteUnusedUploadAddresses(now),
    eventMarks: await deleteExpiredEventMarks(now),
    auditEntries: await deleteExpiredAuditEntries(now),
    articleAutosaves: await deleteExpiredAutosaves(now),
    articlePresence: await deleteExpiredPresence(now),
  }
}
