import type { adminTexts as adminTextsEn } from './texts.en.ts'

/** Admin texts of admin-shell in Greek, loaded with the admin. */
export const adminTexts = {
  'admin.nav.dashboard': 'Πίνακας ελέγχου',
  'admin.nav.articles': 'Άρθρα',
  'admin.nav.newArticle': 'Νέο άρθρο',
  'admin.nav.media': 'Βιβλιοθήκη πολυμέσων',
  'admin.nav.categories': 'Κατηγορίες & Ετικέτες',
  'admin.nav.users': 'Χρήστες',
  'admin.nav.breakingNews': 'Έκτακτες ειδήσεις',
  'admin.nav.editorsPick': 'Επιλογές σύνταξης',
  'admin.nav.advertisements': 'Διαφημίσεις',
  'admin.nav.subscriptions': 'Συνδρομές',
  'admin.nav.settings': 'Ρυθμίσεις',
  'admin.nav.legalPages': 'Νομικές σελίδες',

  'admin.shell.brand': 'Διαχείριση',
  'admin.shell.navLabel': 'Πλοήγηση διαχείρισης',
  'admin.shell.openMenu': 'Άνοιγμα μενού',
  'admin.shell.closeMenu': 'Κλείσιμο μενού',
  'admin.shell.skipToContent': 'Μετάβαση στο περιεχόμενο',
  'admin.shell.viewSite': 'Προβολή ιστότοπου',
  'admin.shell.logout': 'Αποσύνδεση',
  'admin.shell.loggingOut': 'Αποσύνδεση...',
  'admin.shell.signedInAs': 'Συνδεδεμένος χρήστης: {name}',

  'admin.notFound.title': 'Η σελίδα δεν βρέθηκε',
  'admin.notFound.text': 'Η σελίδα διαχείρισης που ζητήσατε δεν υπάρχει.',
  'admin.notFound.back': 'Επιστροφή στον πίνακα ελέγχου',
  'admin.nav.auditLog': 'Αρχείο ενεργειών',
  'admin.nav.newsletters': 'Ενημερωτικά δελτία',
} as const satisfies Record<keyof typeof adminTextsEn, string>

/** No public texts: the file lookups of app/i18n (public-texts.server.ts) find an empty set. */
export const publicTexts = {} as const
