/** Admin texts of curation in English, loaded with the admin. */
export const adminTexts = {
  // breaking news and editor's pick (one list manager)
  'admin.curation.count': '{count} of {max}',
  'admin.curation.addTitle': 'Add an article',
  'admin.curation.addDescription': 'It is added at the end of the list (at most {max}).',
  'admin.curation.pickerLabel': 'Article',
  'admin.curation.pickerPlaceholder': 'Search published articles...',
  'admin.curation.pickerEmpty': 'No published articles match.',
  'admin.curation.add': 'Add',
  'admin.curation.tip': 'Tip: only published articles can be selected.',
  'admin.curation.invalidTitle': 'Invalid Selection',
  'admin.curation.invalidText': 'Please select a different article.',
  'admin.curation.limitTitle': 'Limit Reached',
  'admin.curation.moveUp': 'Move "{title}" up',
  'admin.curation.moveDown': 'Move "{title}" down',
  'admin.curation.remove': 'Remove "{title}"',
  'admin.curation.articleNumber': 'Article #{id}',
  'admin.curation.noCategory': 'No category',
  'admin.curation.notPublished': 'Not published: readers do not see it',
  'admin.curation.articlesLoadFailed': 'Could not load the published articles.',
  'admin.breakingNews.title': 'Breaking News Manager',
  'admin.breakingNews.subtitle': 'Choose and order the articles of the breaking-news carousel on the home page.',
  'admin.breakingNews.accessDenied': "You don't have permission to manage breaking news.",
  'admin.breakingNews.listTitle': 'Current Breaking News',
  'admin.breakingNews.listLabel': 'Breaking news, in order',
  'admin.breakingNews.empty': 'No breaking news articles yet. Add one to show the carousel.',
  'admin.breakingNews.limit': 'You can only have 3 breaking news articles at a time.',
  'admin.breakingNews.updated': 'Breaking news updated',
  'admin.breakingNews.updateFailed': 'Failed to update breaking news.',
  'admin.breakingNews.loadFailed': 'Could not load breaking news.',
  'admin.editorsPick.title': "Editor's Pick Manager",
  'admin.editorsPick.subtitle': "Choose and order the articles of the Editor's Pick section on the home page.",
  'admin.editorsPick.accessDenied': "You don't have permission to manage Editor's Pick.",
  'admin.editorsPick.listTitle': "Current Editor's Pick",
  'admin.editorsPick.listLabel': "Editor's Pick, in order",
  'admin.editorsPick.empty': "No Editor's Pick articles yet.",
  'admin.editorsPick.limit': "You can only have 6 Editor's Pick articles at a time.",
  'admin.editorsPick.updated': "Editor's Pick updated",
  'admin.editorsPick.updateFailed': "Failed to update Editor's Pick.",
  'admin.editorsPick.loadFailed': "Could not load Editor's Pick.",
} as const

/** No public texts: the file lookups of app/i18n (public-texts.server.ts) find an empty set. */
export const publicTexts = {} as const

// this feature's keys, in the registry of every text's key (app/i18n/text-keys.ts)
declare module '#app/i18n/text-keys.ts' {
  interface AdminTexts extends Record<keyof typeof adminTexts, string> {}
}
