import type { adminTranslationEn } from './admin-translation-en.ts'

/** Which language goes where in the article editor and list (issue 18): the admin's Greek texts. */
export const adminTranslationGr = {
  'admin.translation.state.single': 'Μόνο μία γλώσσα',
  'admin.translation.state.greekMissing': 'Λείπει η ελληνική έκδοση',
  'admin.translation.state.greekOutdated': 'Η ελληνική έκδοση είναι παλαιότερη από το κύριο κείμενο',
  'admin.translation.state.mainOutdated': 'Το κύριο κείμενο είναι παλαιότερο από την ελληνική έκδοση',
  'admin.translation.state.complete': 'Ενημερωμένες και οι δύο εκδόσεις',
  'admin.translation.filter': 'Μετάφραση',
  'admin.translation.filter.all': 'Όλες οι μεταφράσεις',
  'admin.translation.stateLabel': 'Κατάσταση μετάφρασης:',
} as const satisfies Record<keyof typeof adminTranslationEn, string>
