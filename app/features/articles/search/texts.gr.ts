import type { publicTexts as publicTextsEn } from './texts.en.ts'

/** Public texts of articles: search in Greek. */
export const publicTexts = {
  'search.placeholder': 'Αναζήτηση άρθρων...',
  'search.label': 'Αναζήτηση άρθρων',
  'search.submit': 'Αναζήτηση',
  'articles.title': 'Όλα τα άρθρα',
  'articles.description': 'Αναζητήστε και περιηγηθείτε σε όλα τα δημοσιευμένα άρθρα.',
  'articles.category': 'Κατηγορία',
  'articles.allCategories': 'Όλες οι κατηγορίες',
  'articles.sort': 'Ταξινόμηση',
  'articles.sort.latest': 'Πιο πρόσφατα',
  'articles.sort.oldest': 'Παλαιότερα',
  'articles.sort.popular': 'Πιο δημοφιλή',
  'articles.sort.alphabetical': 'Αλφαβητικά',
  'articles.found.one': 'Βρέθηκε {count} άρθρο',
  'articles.found.other': 'Βρέθηκαν {count} άρθρα',
  'articles.empty': 'Δεν βρέθηκαν άρθρα',
  'articles.emptyText': 'Δοκιμάστε άλλες λέξεις ή αφαιρέστε κάποια φίλτρα.',
  'articles.didYouMean': 'Μήπως εννοείτε',
  'articles.didYouMeanEnd': ';',
  'articles.clearFilters': 'Καθαρισμός φίλτρων',
  'articles.clearAll': 'Καθαρισμός όλων',
  'articles.activeFilters': 'Ενεργά φίλτρα',
  'articles.chip.search': 'Αναζήτηση: «{text}»',
  'articles.chip.remove': 'Αφαίρεση φίλτρου: {name}',
} as const satisfies Record<keyof typeof publicTextsEn, string>

/** No admin texts: the file lookups of app/i18n find an empty set. */
export const adminTexts = {} as const
