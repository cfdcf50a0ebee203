import type { adminCorrectionsEn } from './admin-corrections-en.ts'

/** Greek texts of the article editor's corrections panel (issue 17). */
export const adminCorrectionsGr = {
  'admin.corrections.title': 'Διορθώσεις',
  'admin.corrections.description':
    'Σημειώσεις με ημερομηνία που βλέπουν οι αναγνώστες στο τέλος του δημοσιευμένου άρθρου. Μια διόρθωση δεν διαγράφεται ποτέ: μια λανθασμένη διορθώνεται με νέα.',
  'admin.corrections.empty': 'Δεν υπάρχουν διορθώσεις ακόμη.',
  'admin.corrections.listLabel': 'Διορθώσεις του άρθρου',
  'admin.corrections.by': 'από {name}',
  'admin.corrections.deletedAuthor': 'διαγραμμένο χρήστη',
  'admin.corrections.greek': 'Ελληνικά',
  'admin.corrections.field.text': 'Κείμενο διόρθωσης',
  'admin.corrections.field.textHint': 'Απλό κείμενο, όπως θα το δουν οι αναγνώστες (έως 1000 χαρακτήρες).',
  'admin.corrections.field.textGr': 'Κείμενο διόρθωσης (ελληνικά)',
  'admin.corrections.field.textGrHint':
    'Το βλέπουν όσοι διαβάζουν στα ελληνικά· αν μείνει κενό, βλέπουν το παραπάνω κείμενο.',
  'admin.corrections.add': 'Προσθήκη διόρθωσης',
  'admin.corrections.adding': 'Προσθήκη...',
  'admin.corrections.added': 'Η διόρθωση προστέθηκε: οι αναγνώστες τη βλέπουν στο τέλος του άρθρου.',
  'admin.corrections.addFailed': 'Η προσθήκη της διόρθωσης απέτυχε.',
  'admin.corrections.loadFailed': 'Δεν ήταν δυνατή η φόρτωση των διορθώσεων.',
  'admin.corrections.notLive': 'Διορθώσεις προστίθενται αφού δημοσιευτεί το άρθρο.',
} as const satisfies Record<keyof typeof adminCorrectionsEn, string>
