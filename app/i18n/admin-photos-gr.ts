import type { adminPhotosEn } from './admin-photos-en.ts'

/** Greek texts of the featured image's details and the media library's credit. */
export const adminPhotosGr = {
  'admin.photo.alt': 'Εναλλακτικό κείμενο',
  'admin.photo.altGr': 'Εναλλακτικό κείμενο (Ελληνικά)',
  'admin.photo.altHint':
    'Περιγράφει την εικόνα σε αναγνώστες που δεν μπορούν να τη δουν. Χωρίς αυτό, διαβάζεται ο τίτλος.',
  'admin.photo.caption': 'Λεζάντα',
  'admin.photo.captionGr': 'Λεζάντα (Ελληνικά)',
  'admin.photo.credit': 'Πηγή φωτογραφίας',
  'admin.photo.creditHint': 'Ο φωτογράφος ή το πρακτορείο, π.χ. ΑΠΕ-ΜΠΕ.',
  'admin.photo.detailsLabel': 'Στοιχεία φωτογραφίας',
  'admin.photo.noAltTitle': 'Η κύρια εικόνα δεν έχει εναλλακτικό κείμενο',
  'admin.photo.noAltText':
    'Οι αναγνώστες που δεν βλέπουν την εικόνα θα ακούσουν μόνο τον τίτλο. Μπορείτε να προσθέσετε εναλλακτικό κείμενο κάτω από την κύρια εικόνα ή να δημοσιεύσετε ως έχει.',
  'admin.photo.publishAnyway': 'Δημοσίευση παρ’ όλα αυτά',
  'admin.photo.addAlt': 'Προσθήκη εναλλακτικού κειμένου',
  'admin.photo.fromLibrary': 'Επιλογή από τη βιβλιοθήκη',
  'admin.photo.pickerTitle': 'Επιλογή εικόνας',
  'admin.photo.pickerDescription':
    'Το εναλλακτικό κείμενο, η λεζάντα και η πηγή της συμπληρώνουν τα πεδία που αφήσατε κενά.',
  'admin.photo.pickerEmpty': 'Δεν υπάρχουν ακόμη εικόνες στη βιβλιοθήκη.',
  'admin.photo.pickerLoadFailed': 'Δεν ήταν δυνατή η φόρτωση των εικόνων.',
  'admin.photo.choose': 'Επιλογή {name}',
  'admin.photo.chosen': 'Η εικόνα επιλέχθηκε',
  'admin.photo.filled': 'Συμπληρώθηκαν από τη βιβλιοθήκη: {fields}.',
  'admin.media.editDialog.credit': 'Πηγή φωτογραφίας',
} as const satisfies Record<keyof typeof adminPhotosEn, string>
