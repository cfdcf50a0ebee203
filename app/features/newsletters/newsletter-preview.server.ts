import type { Language } from '#db/schema/enums.ts'
import type { StaffUser } from '#app/features/auth/public.server.ts'
import { unsubscribeLinks } from '#app/features/subscriptions/public.server.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { sendEmail, type EmailMessage } from '#app/utils/email.server.ts'
import { loadNewsletterContent } from './newsletter-content.server.ts'
import { newsletterMail } from './newsletter-mail.server.ts'
import { getNewsletterSettings } from '#app/features/settings/public.server.ts'
import { newsletterMessages as m } from './newsletter.messages.ts'

/** The mail as a subscriber reading `language` gets it, addressed to `to`. */
async function mailFor(newsletterId: number, to: string, language: Language): Promise<EmailMessage> {
  const content = await loadNewsletterContent(newsletterId)
  if (!content) throw new AppError('NOT_FOUND', m.notFound)
  const settings = await getNewsletterSettings()
  return newsletterMail(
    content,
    { to, language, unsubscribe: unsubscribeLinks(to) },
    { name: settings.siteName, publicUrl: getConfig().publicUrl, replyTo: settings.replyTo || undefined },
  )
}

/** GET /api/admin/newsletters/{id}/preview?language=: the subject, HTML and plain text subscribers get. */
export async function previewNewsletter(
  newsletterId: number,
  language: Language,
): Promise<{ subject: string; html: string; text: string }> {
  const mail = await mailFor(newsletterId, 'subscriber@example.com', language)
  return { subject: mail.subject, html: mail.html, text: mail.text }
}

/** POST /api/admin/newsletters/{id}/test: the mail, to the signed-in user only; counts nothing. */
export async function sendTestNewsletter(actor: StaffUser, newsletterId: number, language: Language): Promise<void> {
  if (!actor.email) throw new AppError('BAD_REQUEST', m.testAddressMissing)
  const mail = await mailFor(newsletterId, actor.email, language)
  await sendEmail({ ...mail, subject: `[TEST] ${mail.subject}` })
}
