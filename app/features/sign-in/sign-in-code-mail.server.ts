import type { Language } from '#db/schema/enums.ts'
import { escapeHtml, type EmailMessage } from '#app/utils/email.server.ts'

/** The e-mail carrying the 6-digit sign-in code, in the user's language (Greek by default). */
export function signInCodeMail(options: {
  to: string
  code: string
  siteName: string
  firstName: string
  language: Language
  validMinutes: number
}): EmailMessage {
  const { to, code, siteName, firstName, language, validMinutes } = options
  const texts =
    language === 'en'
      ? {
          subject: `${siteName}: your sign-in code`,
          greeting: `Hello ${firstName},`,
          intro: `Your code to sign in to ${siteName} is:`,
          validity: `It is valid for ${validMinutes} minutes and can be used once.`,
          ignore:
            'If you did not try to sign in, you can ignore this e-mail; your password may be known to someone else, so consider changing it.',
        }
      : {
          subject: `${siteName}: ο κωδικός σύνδεσής σας`,
          greeting: `Γεια σας ${firstName},`,
          intro: `Ο κωδικός για να συνδεθείτε στο ${siteName} είναι:`,
          validity: `Ισχύει για ${validMinutes} λεπτά και μπορεί να χρησιμοποιηθεί μία φορά.`,
          ignore:
            'Αν δεν προσπαθήσατε να συνδεθείτε, αγνοήστε αυτό το μήνυμα· ίσως κάποιος άλλος γνωρίζει τον κωδικό πρόσβασής σας, οπότε σκεφτείτε να τον αλλάξετε.',
        }
  const text = `${texts.greeting}\n\n${texts.intro}\n\n${code}\n\n${texts.validity}\n\n${texts.ignore}\n`
  const html = `<!doctype html><html lang="${language === 'en' ? 'en' : 'el'}"><body style="font-family:Arial,sans-serif;color:#111">
<p>${escapeHtml(texts.greeting)}</p><p>${escapeHtml(texts.intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>${escapeHtml(texts.validity)}</p><p style="color:#555;font-size:13px">${escapeHtml(texts.ignore)}</p></body></html>`
  return {
    to,
    subject: texts.subject,
    text,
    html,
    consoleNote: `Sign-in code for ${to}:  ${code}  (valid ${validMinutes} minutes)`,
  }
}
