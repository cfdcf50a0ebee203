/** English texts of the admin area (merged into en.ts). */
export const adminEn = {
  'admin.nav.dashboard': 'Dashboard',
  'admin.nav.articles': 'Articles',
  'admin.nav.newArticle': 'New Article',
  'admin.nav.media': 'Media Library',
  'admin.nav.categories': 'Categories & Tags',
  'admin.nav.users': 'Users',
  'admin.nav.breakingNews': 'Breaking News',
  'admin.nav.editorsPick': "Editor's Pick",
  'admin.nav.advertisements': 'Advertisements',
  'admin.nav.subscriptions': 'Subscriptions',
  'admin.nav.settings': 'Settings',
  'admin.nav.legalPages': 'Legal Pages',
} as const
