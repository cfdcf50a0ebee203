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
