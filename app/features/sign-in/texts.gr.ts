import type { adminTexts as adminTextsEn } from './texts.en.ts'

/** Admin texts of sign-in in Greek, loaded with the admin. */
export const adminTexts = {
  'admin.login.title': 'Σύνδεση διαχείρισης',
  'admin.login.subtitle': 'Συνδεθείτε για να διαχειριστείτε τον ειδησεογραφικό ιστότοπο.',
  'admin.login.email': 'Email',
  'admin.login.emailPlaceholder': 'onoma@example.com',
  'admin.login.password': 'Κωδικός πρόσβασης',
  'admin.login.submit': 'Σύνδεση',
  'admin.login.submitting': 'Γίνεται σύνδεση...',
  'admin.login.failed': 'Η σύνδεση απέτυχε',
  'admin.login.invalidCredentials': 'Λάθος email ή κωδικός πρόσβασης',
  'admin.login.codeSent': 'Στάλθηκε κωδικός επαλήθευσης',
  'admin.login.codeSentDescription': 'Στείλαμε έναν εξαψήφιο κωδικό στο {email}.',

  'admin.verify.title': 'Επαλήθευση σε δύο βήματα',
  'admin.verify.subtitle': 'Πληκτρολογήστε τον εξαψήφιο κωδικό που στείλαμε στο {email}.',
  'admin.verify.code': 'Κωδικός επαλήθευσης',
  'admin.verify.submit': 'Επαλήθευση',
  'admin.verify.submitting': 'Γίνεται επαλήθευση...',
  'admin.verify.resend': 'Αποστολή νέου κωδικού',
  'admin.verify.resending': 'Γίνεται αποστολή...',
  'admin.verify.back': 'Επιστροφή στη σύνδεση',
  'admin.verify.failed': 'Η επαλήθευση απέτυχε',
  'admin.verify.invalidCode': 'Ο κωδικός επαλήθευσης δεν είναι έγκυρος ή έχει λήξει',
  'admin.verify.resent': 'Ο κωδικός στάλθηκε ξανά',
  'admin.verify.resentDescription': 'Στείλαμε νέο κωδικό στο {email}.',
  'admin.verify.resendFailed': 'Η επαναποστολή απέτυχε',
  'admin.verify.resendFailedDescription': 'Δεν ήταν δυνατή η επαναποστολή του κωδικού επαλήθευσης',
  'admin.verify.success': 'Επιτυχής σύνδεση',
  'admin.verify.successDescription': 'Μετάβαση στον πίνακα ελέγχου...',

  'admin.changePassword.title': 'Αλλαγή κωδικού πρόσβασης',
  'admin.changePassword.subtitle':
    'Συνδεθήκατε με προσωρινό κωδικό. Ορίστε νέο κωδικό και έπειτα συνδεθείτε ξανά με αυτόν.',
  'admin.changePassword.current': 'Τρέχων (προσωρινός) κωδικός',
  'admin.changePassword.new': 'Νέος κωδικός',
  'admin.changePassword.confirm': 'Επιβεβαίωση νέου κωδικού',
  'admin.changePassword.hint':
    'Χρησιμοποιήστε τουλάχιστον 8 χαρακτήρες, με κεφαλαία και πεζά γράμματα, αριθμούς και σύμβολα.',
  'admin.changePassword.submit': 'Αλλαγή κωδικού',
  'admin.changePassword.submitting': 'Γίνεται αλλαγή κωδικού...',
  'admin.changePassword.mismatch': 'Οι κωδικοί δεν ταιριάζουν',
  'admin.changePassword.mismatchDescription': 'Ο νέος κωδικός και η επιβεβαίωσή του δεν ταιριάζουν',
  'admin.changePassword.tooShort': 'Πολύ σύντομος κωδικός',
  'admin.changePassword.tooShortDescription': 'Ο κωδικός πρέπει να έχει τουλάχιστον 8 χαρακτήρες',
  'admin.changePassword.failed': 'Η αλλαγή κωδικού απέτυχε',
  'admin.changePassword.failedDescription': 'Δεν ήταν δυνατή η αλλαγή του κωδικού',
  'admin.changePassword.success': 'Ο κωδικός άλλαξε',
  'admin.changePassword.successDescription': 'Συνδεθείτε ξανά με τον νέο σας κωδικό.',

  'admin.error.auth.emailRequired': 'Το email είναι υποχρεωτικό',
  'admin.error.auth.passwordRequired': 'Ο κωδικός πρόσβασης είναι υποχρεωτικός',
  'admin.error.auth.codeFormat': 'Ο κωδικός αποτελείται από 6 ψηφία',
  'admin.error.auth.currentPasswordRequired': 'Ο τρέχων κωδικός είναι υποχρεωτικός',
  'admin.error.auth.passwordTooShort': 'Ο κωδικός πρέπει να έχει τουλάχιστον 8 χαρακτήρες',
  'admin.error.auth.passwordUnchanged': 'Ο νέος κωδικός πρέπει να διαφέρει από τον προσωρινό',
  'admin.error.auth.invalidCredentials': 'Λάθος email ή κωδικός πρόσβασης',
  'admin.error.auth.invalidCode': 'Ο κωδικός επαλήθευσης δεν είναι έγκυρος ή έχει λήξει',
  'admin.error.auth.noTemporaryPassword': 'Αυτός ο λογαριασμός δεν έχει προσωρινό κωδικό προς αλλαγή.',
  'admin.error.auth.tooManyAttemptsOneMinute': 'Πάρα πολλές αποτυχημένες προσπάθειες. Δοκιμάστε ξανά σε 1 λεπτό.',
  'admin.error.auth.tooManyAttempts': 'Πάρα πολλές αποτυχημένες προσπάθειες. Δοκιμάστε ξανά σε {minutes} λεπτά.',
} as const satisfies Record<keyof typeof adminTextsEn, string>

/** No public texts: the file lookups of app/i18n (public-texts.server.ts) find an empty set. */
export const publicTexts = {} as const
