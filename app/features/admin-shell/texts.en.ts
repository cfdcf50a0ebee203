/** Admin texts of admin-shell in English, loaded with the admin. */
export const adminTexts = {
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

  'admin.shell.brand': 'Admin Panel',
  'admin.shell.navLabel': 'Admin navigation',
  'admin.shell.openMenu': 'Open menu',
  'admin.shell.closeMenu': 'Close menu',
  'admin.shell.skipToContent': 'Skip to content',
  'admin.shell.viewSite': 'View site',
  'admin.shell.logout': 'Logout',
  'admin.shell.loggingOut': 'Logging out...',
  'admin.shell.signedInAs': 'Signed in as {name}',

  'admin.notFound.title': 'Page Not Found',
  'admin.notFound.text': "The admin page you're looking for doesn't exist.",
  'admin.notFound.back': 'Back to Dashboard',
  'admin.nav.auditLog': 'Audit Log',
  'admin.nav.newsletters': 'Newsletters',
} as const

/** No public texts: the file lookups of app/i18n (public-texts.server.ts) find an empty set. */
export const publicTexts = {} as const

// this feature's keys, in the registry of every text's key (app/i18n/text-keys.ts)
declare module '#app/i18n/text-keys.ts' {
  interface AdminTexts extends Record<keyof typeof adminTexts, string> {}
}
