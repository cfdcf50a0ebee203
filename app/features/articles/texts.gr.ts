import type { adminTexts as adminTextsEn } from './texts.en.ts'

/** No public texts: the file lookups of app/i18n find an empty set. */
export const publicTexts = {} as const

/** Admin texts of the article model in Greek. */
export const adminTexts = {
  'admin.articleStatus.draft': 'Πρόχειρο',
  'admin.articleStatus.under_review': 'Υπό έλεγχο',
  'admin.articleStatus.published': 'Δημοσιευμένο',

  'admin.error.article.titleRequired': 'Ο τίτλος είναι υποχρεωτικός',
  'admin.error.article.contentRequired': 'Το περιεχόμενο είναι υποχρεωτικό',
  'admin.error.article.categoryRequired': 'Η κατηγορία είναι υποχρεωτική',
  'admin.error.article.statusInvalid': 'Η κατάσταση πρέπει να είναι πρόχειρο, υπό έλεγχο ή δημοσιευμένο',
  'admin.error.article.translationInvalid':
    'Το φίλτρο μετάφρασης πρέπει να είναι single, greekMissing, greekOutdated, mainOutdated ή complete',
  'admin.error.article.imageInvalid': 'Η εικόνα πρέπει να είναι διεύθυνση http(s) ή μεταφορτωμένο αρχείο',
  'admin.error.article.publishTimeInvalid': 'Η ώρα δημοσίευσης πρέπει να είναι ημερομηνία και ώρα',
  'admin.error.article.tagIdsInvalid': 'Οι ετικέτες πρέπει να είναι λίστα κωδικών ετικετών',
  'admin.error.article.tagIdInvalid': 'Κάθε κωδικός ετικέτας πρέπει να είναι θετικός ακέραιος αριθμός',
  'admin.error.article.notFound': 'Το άρθρο δεν βρέθηκε',
  'admin.error.article.publishForbidden': 'Μόνο οι επιμελητές και οι υπερδιαχειριστές μπορούν να δημοσιεύουν άρθρα.',
  'admin.error.article.editForbidden': 'Μπορείτε να αλλάζετε μόνο τα δικά σας άρθρα, όσο είναι πρόχειρα ή υπό έλεγχο.',
  'admin.error.article.versionInvalid': 'Η έκδοση (version) πρέπει να είναι θετικός ακέραιος αριθμός',
  'admin.error.article.versionConflict':
    'Ο χρήστης {name} αποθήκευσε το άρθρο στις {time}, αφότου το ανοίξατε. Οι αλλαγές σας δεν αποθηκεύτηκαν.',
  'admin.error.article.versionConflictUnknown':
    'Το άρθρο αποθηκεύτηκε από άλλον χρήστη στις {time}, αφότου το ανοίξατε. Οι αλλαγές σας δεν αποθηκεύτηκαν.',
  'admin.error.article.revisionNotFound': 'Η αναθεώρηση δεν βρέθηκε',
  'admin.error.article.correctionTextRequired': 'Το κείμενο της διόρθωσης είναι υποχρεωτικό',
  'admin.error.article.correctionNotPublished': 'Διορθώσεις προστίθενται μόνο σε δημοσιευμένα άρθρα.',
} as const satisfies Record<keyof typeof adminTextsEn, string>
