import type { publicTexts as publicTextsEn } from './texts.en.ts'

/** Public texts of site-shell in Greek, sent with the public pages that show them. */
export const publicTexts = {
  'nav.home': 'Αρχική',
  'nav.categories': 'Κατηγορίες',
  'nav.openMenu': 'Άνοιγμα μενού κατηγοριών',
  'nav.closeMenu': 'Κλείσιμο μενού κατηγοριών',
  'nav.subcategoriesOf': 'Υποκατηγορίες της ενότητας {name}',
  'nav.main': 'Κατηγορίες',
  'footer.contact': 'Επικοινωνία',
  'footer.privacy': 'Πολιτική Απορρήτου',
  'footer.terms': 'Όροι Χρήσης',
  'footer.advertise': 'Διαφήμιση',
  'footer.copyright': '© {year} {siteName}. Με επιφύλαξη παντός δικαιώματος.',
  'footer.followUs': 'Ακολουθήστε μας',
  'footer.social.facebook': 'Facebook',
  'footer.social.twitter': 'Twitter',
  'footer.social.instagram': 'Instagram',
  'footer.social.youtube': 'YouTube',
  'notFound.title': '404 Η σελίδα δεν βρέθηκε',
  'notFound.text': 'Η σελίδα που αναζητάτε δεν υπάρχει ή έχει μετακινηθεί.',
  'notFound.home': 'Επιστροφή στην αρχική',
} as const satisfies Record<keyof typeof publicTextsEn, string>

/** No admin texts: the file lookups of app/i18n (admin-texts.ts) find an empty set. */
export const adminTexts = {} as const
