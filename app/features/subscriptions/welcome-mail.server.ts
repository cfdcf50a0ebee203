import type { Language } from '#db/schema/enums.ts'
import { escapeHtml, type EmailMessage } from '#app/utils/email.server.ts'

/** The welcome mail of a new subscriber, with one-click unsubscribe (RFC 8058 headers). */
export function welcomeMail(options: {
  to: string
  siteName: string
  language: Language
  links: { page: string; oneClick: string }
}): EmailMessage {
  const { to, siteName, language, links } = options
  const t =
    language === 'en'
      ? {
          subject: `Welcome to the ${siteName} newsletter`,
          body: `Thank you for subscribing. You will receive updates about the latest news from ${siteName}.`,
          leave: 'To stop receiving these e-mails, unsubscribe here:',
          link: 'Unsubscribe',
        }
      : {
          subject: `Καλώς ήρθατε στο ενημερωτικό δελτίο του ${siteName}`,
          body: `Σας ευχαριστούμε για την εγγραφή σας. Θα λαμβάνετε ενημερώσεις για τις τελευταίες ειδήσεις από το ${siteName}.`,
          leave: 'Για να σταματήσετε να λαμβάνετε αυτά τα μηνύματα, διαγραφείτε εδώ:',
          link: 'Διαγραφή',
        }
  return {
    to,
    subject: t.subject,
    text: `${t.body}\n\n${t.leave}\n${links.page}\n`,
    html: `<!doctype html><html lang="${language === 'en' ? 'en' : 'el'}"><body style="font-family:Arial,sans-serif"><p>${escapeHtml(t.body)}</p><p style="color:#555;font-size:13px">${escapeHtml(t.leave)} <a href="${escapeHtml(links.page)}">${escapeHtml(t.link)}</a></p></body></html>`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
