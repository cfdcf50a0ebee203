/**
 * What an SMTP failure means for a newsletter mail. A 5xx reply is permanent (no such
 * mailbox, refused as spam): the address gets nothing more of this issue, and three
 * in a row suppress it. Everything else (4xx replies, a lost or refused connection, a
 * timeout) is temporary: the mail is tried again later.
 */
export type SmtpFailure = { permanent: boolean; reason: string }

export function classifySmtpFailure(error: unknown): SmtpFailure {
  const details = (error ?? {}) as { responseCode?: unknown; response?: unknown; code?: unknown; message?: unknown }
  const responseCode = typeof details.responseCode === 'number' ? details.responseCode : undefined
  const reason = String(details.response ?? details.message ?? details.code ?? 'unknown failure').slice(0, 500)
  return { permanent: responseCode !== undefined && responseCode >= 500 && responseCode < 600, reason }
}

/** attempts a mail gets before a temporary failure counts as its end */
export const MAX_ATTEMPTS = 5

/** the wait before the next attempt: 30 s, 1 min, 2 min, 4 min… */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 2 ** Math.max(0, attempts - 1)
}

/** permanent failures in a row that suppress an address */
export const SUPPRESS_AFTER_FAILURES = 3
