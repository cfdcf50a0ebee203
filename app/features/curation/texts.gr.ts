import type { adminTexts as adminTextsEn } from './texts.en.ts'

/** Admin texts of curation in Greek, loaded with the admin. */
export const adminTexts = {
  'admin.curation.count': '{count} από {max}',
  'admin.curation.addTitle': 'Προσθήκη άρθρου',
  'admin.curation.addDescription': 'Προστίθεται στο τέλος της λίστας (έως {max}).',
  'admin.curation.pickerLabel': 'Άρθρο',
  'admin.curation.pickerPlaceholder': 'Αναζήτηση δημοσιευμένων άρθρων...',
  'admin.curation.pickerEmpty': 'Κανένα δημοσιευμένο άρθρο δεν ταιριάζει.',
  'admin.curation.add': 'Προσθήκη',
  'admin.curation.tip': 'Συμβουλή: μπορούν να επιλεγούν μόνο δημοσιευμένα άρθρα.',
  'admin.curation.invalidTitle': 'Μη έγκυρη επιλογή',
  'admin.curation.invalidText': 'Επιλέξτε ένα διαφορετικό άρθρο.',
  'admin.curation.limitTitle': 'Συμπληρώθηκε το όριο',
  'admin.curation.moveUp': 'Μετακίνηση του «{title}» πάνω',
  'admin.curation.moveDown': 'Μετακίνηση του «{title}» κάτω',
  'admin.curation.remove': 'Αφαίρεση του «{title}»',
  'admin.curation.articleNumber': 'Άρθρο #{id}',
  'admin.curation.noCategory': 'Χωρίς κατηγορία',
  'admin.curation.notPublished': 'Μη δημοσιευμένο: οι αναγνώστες δεν το βλέπουν',
  'admin.curation.articlesLoadFailed': 'Δεν ήταν δυνατή η φόρτωση των δημοσιευμένων άρθρων.',
  'admin.breakingNews.title': 'Διαχείριση Έκτακτων Ειδήσεων',
  'admin.breakingNews.subtitle':
    'Επιλέξτε και ταξινομήστε τα άρθρα του καρουσέλ έκτακτων ειδήσεων της αρχικής σελίδας.',
  'admin.breakingNews.accessDenied': 'Δεν έχετε δικαίωμα διαχείρισης των έκτακτων ειδήσεων.',
  'admin.breakingNews.listTitle': 'Τρέχουσες έκτακτες ειδήσεις',
  'admin.breakingNews.listLabel': 'Έκτακτες ειδήσεις, με τη σειρά',
  'admin.breakingNews.empty': 'Δεν υπάρχουν ακόμη έκτακτες ειδήσεις. Προσθέστε μία για να εμφανιστεί το καρουσέλ.',
  'admin.breakingNews.limit': 'Μπορείτε να έχετε έως 3 έκτακτες ειδήσεις κάθε φορά.',
  'admin.breakingNews.updated': 'Οι έκτακτες ειδήσεις ενημερώθηκαν',
  'admin.breakingNews.updateFailed': 'Αποτυχία ενημέρωσης των έκτακτων ειδήσεων.',
  'admin.breakingNews.loadFailed': 'Δεν ήταν δυνατή η φόρτωση των έκτακτων ειδήσεων.',
  'admin.editorsPick.title': 'Διαχείριση Επιλογών Σύνταξης',
  'admin.editorsPick.subtitle': 'Επιλέξτε και ταξινομήστε τα άρθρα της ενότητας Επιλογές Σύνταξης της αρχικής σελίδας.',
  'admin.editorsPick.accessDenied': 'Δεν έχετε δικαίωμα διαχείρισης των Επιλογών Σύνταξης.',
  'admin.editorsPick.listTitle': 'Τρέχουσες Επιλογές Σύνταξης',
  'admin.editorsPick.listLabel': 'Επιλογές Σύνταξης, με τη σειρά',
  'admin.editorsPick.empty': 'Δεν υπάρχουν ακόμη Επιλογές Σύνταξης.',
  'admin.editorsPick.limit': 'Μπορείτε να έχετε έως 6 άρθρα στις Επιλογές Σύνταξης κάθε φορά.',
  'admin.editorsPick.updated': 'Οι Επιλογές Σύνταξης ενημερώθηκαν',
  'admin.editorsPick.updateFailed': 'Αποτυχία ενημέρωσης των Επιλογών Σύνταξης.',
  'admin.editorsPick.loadFailed': 'Δεν ήταν δυνατή η φόρτωση των Επιλογών Σύνταξης.',
} as const satisfies Record<keyof typeof adminTextsEn, string>

/** No public texts: the file lookups of app/i18n (public-texts.server.ts) find an empty set. */
export const publicTexts = {} as const
