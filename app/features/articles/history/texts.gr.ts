import type { adminTexts as adminTextsEn } from './texts.en.ts'

/** No public texts: the file lookups of app/i18n find an empty set. */
export const publicTexts = {} as const

/** Admin texts of articles: history in Greek. */
export const adminTexts = {
  'admin.history.open': 'Ιστορικό',
  'admin.history.title': 'Ιστορικό άρθρου',
  'admin.history.intro':
    'Κάθε αποθήκευση αυτού του άρθρου. Επιλέξτε δύο εκδόσεις για να τις συγκρίνετε ή επαναφέρετε μια παλαιότερη.',
  'admin.history.loading': 'Φόρτωση του ιστορικού...',
  'admin.history.loadFailed': 'Δεν ήταν δυνατή η φόρτωση του ιστορικού.',
  'admin.history.listLabel': 'Αποθηκευμένες εκδόσεις',
  'admin.history.version': 'Έκδοση {version}',
  'admin.history.current': 'τρέχουσα',
  'admin.history.unknownAuthor': 'Διαγραμμένος χρήστης',
  'admin.history.firstSave': 'Πρώτη αποθηκευμένη έκδοση',
  'admin.history.restoredSave': 'Επαναφορά παλαιότερης έκδοσης',
  'admin.history.changed': 'Άλλαξαν: {fields}',
  'admin.history.compare': 'Σύγκριση της έκδοσης {version}',
  'admin.history.chooseTwo': 'Επιλέξτε δύο εκδόσεις για να τις συγκρίνετε.',
  'admin.history.restore': 'Επαναφορά',
  'admin.history.restoreLabel': 'Επαναφορά της έκδοσης {version}',
  'admin.history.restoreTitle': 'Επαναφορά της έκδοσης {version};',
  'admin.history.restoreText':
    'Το άρθρο θα γίνει όπως ήταν στην έκδοση {version} και θα αποθηκευτεί ως νέα έκδοση: τίποτα δεν χάνεται. Ό,τι δεν έχετε αποθηκεύσει στη φόρμα θα αντικατασταθεί.',
  'admin.history.restoring': 'Επαναφορά...',
  'admin.history.restored': 'Η έκδοση {version} είναι ξανά η τρέχουσα.',
  'admin.history.restoreFailed': 'Η επαναφορά της έκδοσης απέτυχε.',
  'admin.history.cancel': 'Ακύρωση',
  'admin.history.close': 'Κλείσιμο',
  'admin.history.field.allowComments': 'Επιτρέπονται σχόλια',
  'admin.history.field.galleryImages': 'Συλλογή εικόνων',
  'admin.history.field.corrections': 'Διορθώσεις',

  'admin.diff.label': 'Διαφορές ανάμεσα στην έκδοση {from} και την έκδοση {to}',
  'admin.diff.loadFailed': 'Δεν ήταν δυνατή η φόρτωση των εκδόσεων για σύγκριση.',
  'admin.diff.none': 'Οι δύο εκδόσεις είναι ίδιες.',
  'admin.diff.formattingOnly': 'Άλλαξε μόνο η μορφοποίηση.',
  'admin.diff.empty': '(κενό)',
  'admin.diff.yes': 'Ναι',
  'admin.diff.no': 'Όχι',
  'admin.diff.added': 'προστέθηκε',
  'admin.diff.removed': 'αφαιρέθηκε',

  'admin.conflict.title': 'Κάποιος άλλος αποθήκευσε αυτό το άρθρο',
  'admin.conflict.kept':
    'Το κείμενό σας παραμένει στη φόρμα. Παρακάτω φαίνεται τι άλλαξε ανάμεσα στην έκδοση που ανοίξατε και την τρέχουσα.',
  'admin.conflict.takeTheirs': 'Φόρτωση της δικής τους έκδοσης',
  'admin.conflict.takeTheirsHint': 'Αντικαθιστά το κείμενό σας στη φόρμα με το αποθηκευμένο.',
  'admin.conflict.keepMine': 'Αποθήκευση της δικής μου έκδοσης',
  'admin.conflict.keepMineHint': 'Αποθηκεύει το κείμενο της φόρμας ως νέα έκδοση πάνω από τη δική τους.',
  'admin.conflict.copyHint':
    'Ή αντιγράψτε ό,τι χρειάζεστε από τις αλλαγές τους στο κείμενό σας, με αυτή τη σύγκριση ανοιχτή, και μετά αποθηκεύστε τη δική σας έκδοση.',
  'admin.conflict.loadFailed': 'Δεν ήταν δυνατή η φόρτωση της τρέχουσας έκδοσης.',
} as const satisfies Record<keyof typeof adminTextsEn, string>
