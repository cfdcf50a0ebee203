import type { NewsletterKind, NewsletterStatus } from '#db/schema/enums.ts'

/** An issue as the API answers it (GET /api/admin/newsletters and /{id}). */
export interface NewsletterSummary {
  id: number
  kind: NewsletterKind
  subject: string
  subjectGr: string | null
  status: NewsletterStatus
  recipients: number
  sent: number
  failed: number
  /** handed to SMTP when a process stopped and not recorded: never sent again */
  unknown: number
  articleCount: number
  scheduledAt: string | null
  startedAt: string | null
  sentAt: string | null
  createdAt: string
  createdBy: { id: number; firstName: string; lastName: string } | null
}

export interface NewsletterDetail extends NewsletterSummary {
  intro: string
  introGr: string | null
  articleIds: number[]
}

export interface NewsletterList {
  newsletters: NewsletterSummary[]
  total: number
}

/** What a batch of an issue's mails ended with (newsletter-delivery.server.ts). */
export type BatchOutcome =
  /** another live sender holds the issue */
  | { kind: 'busy' }
  /** nothing left: the issue is settled (sent or failed) */
  | { kind: 'done' }
  /** more to send: from `dueAt` on (now, or when a retry is due) */
  | { kind: 'more'; dueAt: Date }
