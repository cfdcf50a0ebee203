import type { publicTexts as publicTextsEn, adminTexts as adminTextsEn } from './texts.en.ts'

/** Public texts of the shared parts in Greek, sent with the public pages that show them. */
export const publicTexts = {
  // the toaster is mounted in root.tsx and serves every page
  'toast.label': 'Ειδοποίηση',
  'toast.viewport': 'Ειδοποιήσεις ({hotkey})',
  'toast.close': 'Κλείσιμο ειδοποίησης',
  'language.label': 'Γλώσσα',
  'language.gr': 'Ελληνικά',
  'language.en': 'English',
  'error.title': 'Κάτι πήγε στραβά',
  'error.text': 'Δοκιμάστε ξανά σε λίγο.',
  'common.loading': 'Φόρτωση...',
  'common.backHome': 'Επιστροφή στην αρχική',
  'common.loadMore': 'Περισσότερα',
  'common.loadMoreFailed': 'Δεν ήταν δυνατή η φόρτωση περισσότερων άρθρων. Παρακαλώ δοκιμάστε ξανά.',
  'common.pageLoadError': 'Δεν ήταν δυνατή η φόρτωση της σελίδας. Παρακαλώ δοκιμάστε ξανά αργότερα.',
} as const satisfies Record<keyof typeof publicTextsEn, string>

/** Admin texts of the shared parts in Greek, loaded with the admin. */
export const adminTexts = {
  'admin.meta.suffix': 'Διαχείριση',
  'admin.common.success': 'Επιτυχία',
  'admin.common.error': 'Σφάλμα',
  'admin.common.cancel': 'Ακύρωση',
  'admin.common.close': 'Κλείσιμο',
  'admin.common.retry': 'Δοκιμάστε ξανά',
  'admin.common.loading': 'Φόρτωση...',
  'admin.common.accessDenied': 'Δεν επιτρέπεται η πρόσβαση',
  'admin.unauthorized.title': 'Μη εξουσιοδοτημένη πρόσβαση',
  'admin.unauthorized.description': 'Έχετε αποσυνδεθεί. Γίνεται νέα σύνδεση...',

  'admin.role.super_admin': 'Υπερδιαχειριστής',
  'admin.role.editor': 'Επιμελητής',
  'admin.role.contributor': 'Συνεργάτης',
  'admin.error.http.notFound': 'Δεν βρέθηκε',
  'admin.error.http.unauthorized': 'Δεν έχετε συνδεθεί',
  'admin.error.http.forbidden': 'Δεν έχετε δικαίωμα για αυτή την ενέργεια.',
  'admin.error.http.crossSite': 'Το αίτημα από άλλο ιστότοπο απορρίφθηκε',
  'admin.error.http.bodyNotJson': 'Το σώμα του αιτήματος πρέπει να είναι JSON',
  'admin.error.http.malformedJson': 'Το σώμα του αιτήματος δεν είναι έγκυρο JSON',
  'admin.error.http.bodyTooLarge': 'Το αίτημα είναι πολύ μεγάλο',
  'admin.error.http.unsupportedEncoding': 'Μη υποστηριζόμενη κωδικοποίηση αιτήματος',
  'admin.error.http.badRequest': 'Μη έγκυρο αίτημα',
  'admin.error.http.methodNotAllowed': 'Η μέθοδος δεν επιτρέπεται',
  'admin.error.http.headersTooLarge': 'Οι κεφαλίδες του αιτήματος είναι πολύ μεγάλες',
  'admin.error.http.timedOut': 'Το αίτημα άργησε πολύ να φτάσει',
  'admin.error.http.conflict': 'Ένα άλλο αίτημα το άλλαξε την ίδια στιγμή. Δοκιμάστε ξανά.',
  'admin.error.http.internal': 'Εσωτερικό σφάλμα διακομιστή',

  'admin.error.input.invalid': 'Μη έγκυρη τιμή',
  'admin.error.input.notText': 'Πρέπει να είναι κείμενο',
  'admin.error.input.textUnclean': 'Το κείμενο περιέχει χαρακτήρες που δεν επιτρέπονται',
  'admin.error.input.fieldUnclean': 'Το πεδίο {field} περιέχει χαρακτήρες που δεν επιτρέπονται',
  'admin.error.input.tooLong': 'Έως {max} χαρακτήρες',
  'admin.error.input.idFilter': 'Το {name} πρέπει να είναι θετικός ακέραιος αριθμός',
  'admin.error.input.limitRange': 'Το limit πρέπει να είναι ακέραιος από 1 έως {max}',
  'admin.error.input.offsetRange': 'Το offset πρέπει να είναι ακέραιος από 0 και πάνω',
} as const satisfies Record<keyof typeof adminTextsEn, string>
