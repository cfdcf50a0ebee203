import { defineMessages } from '#app/utils/messages.ts'

/** The advertisement form's messages: they are in Greek, and the API sends them so. */
export const adMessages = defineMessages('ad', {
  titleRequired: 'Απαιτείται τίτλος',
  dateInvalid: 'Άκυρη ημερομηνία',
  priorityRange: 'Η προτεραιότητα πρέπει να είναι από 1 έως 100',
  imageUrlInvalid: 'Άκυρη διεύθυνση URL εικόνας',
  linkUrlInvalid: 'Άκυρη διεύθυνση URL συνδέσμου',
  placementRequired: 'Επιλέξτε θέση διαφήμισης',
  statusInvalid: 'Άκυρη κατάσταση',
  endBeforeStart: 'Η ημερομηνία λήξης δεν μπορεί να είναι πριν από την έναρξη',
  notFound: 'Η διαφήμιση δεν βρέθηκε',
  /** the public placement address; no Greek text was given for it, so it is English */
  placementUnknown: 'Unknown placement',
})
