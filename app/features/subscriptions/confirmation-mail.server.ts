import type { Language } from '#db/schema/enums.ts'
import { escapeHtml, type EmailMessage } from '#app/utils/email.server.ts'

/** Confirmed opt-in: the mail whose link makes a pending subscription active. */
export function confirmationMail(options: {
  to: string
  siteName: string
  language: Language
  link: string
}): EmailMessage {
  const { to, siteName, language, link } = options
  const t =
    language === 'en'
      ? {
          subject: `Confirm your subscription to the ${siteName} newsletter`,
          body: `Someone, hopefully you, asked to receive the ${siteName} newsletter at this address. To confirm, follow this link:`,
          button: 'Confirm my subscription',
          ignore: 'If you did not ask for it, ignore this e-mail: you will receive nothing.',
        }
      : {
          subject: `Επιβεβαιώστε την εγγραφή σας στο ενημερωτικό δελτίο του ${siteName}`,
          body: `Ζητήθηκε να λαμβάνει αυτή η διεύθυνση το ενημερωτικό δελτίο του ${siteName}. Για να το επιβεβαιώσετε, ακολουθήστε τον σύνδεσμο:`,
          button: 'Επιβεβαίωση εγγραφής',
          ignore: 'Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: δεν θα λάβετε τίποτα.',
        }
  return {
    to,
    subject: t.subject,
    text: `${t.body}\n${link}\n\n${t.ignore}\n`,
    html: `<!doctype html><html lang="${language === 'en' ? 'en' : 'el'}"><body style="font-family:Arial,sans-serif"><p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#b91c1c;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(t.button)}</a></p><p style="color:#555;font-size:13px">${escapeHtml(t.ignore)}</p></body></html>`,
  }
}
