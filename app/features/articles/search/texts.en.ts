/** Public texts of articles: search in English. */
export const publicTexts = {
  'search.placeholder': 'Search articles...',
  'search.label': 'Search articles',
  'search.submit': 'Search',
  'articles.title': 'All Articles',
  'articles.description': 'Search and browse every published article.',
  'articles.category': 'Category',
  'articles.allCategories': 'All categories',
  'articles.sort': 'Sort by',
  'articles.sort.latest': 'Latest',
  'articles.sort.oldest': 'Oldest',
  'articles.sort.popular': 'Most popular',
  'articles.sort.alphabetical': 'Alphabetical',
  'articles.found.one': 'Found {count} article',
  'articles.found.other': 'Found {count} articles',
  'articles.empty': 'No articles found',
  'articles.emptyText': 'Try other words, or remove some of the filters.',
  'articles.didYouMean': 'Did you mean',
  'articles.didYouMeanEnd': '?',
  'articles.clearFilters': 'Clear Filters',
  'articles.clearAll': 'Clear All',
  'articles.activeFilters': 'Active filters',
  'articles.chip.search': 'Search: “{text}”',
  'articles.chip.remove': 'Remove filter: {name}',
} as const

/** No admin texts: the file lookups of app/i18n find an empty set. */
export const adminTexts = {} as const

// these keys, in the registry of every text's key (app/i18n/text-keys.ts)
declare module '#app/i18n/text-keys.ts' {
  interface PublicTexts extends Record<keyof typeof publicTexts, string> {}
}
