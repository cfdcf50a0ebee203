/** Admin texts of dashboard in English, loaded with the admin. */
export const adminTexts = {
  // the shared zod schemas' messages, word for word, so they can be shown in Greek too

  // messages the API sends, word for word, so they can be shown in Greek too

  'admin.dashboard.title': 'Dashboard',
  'admin.dashboard.welcome': 'Welcome back, {name}.',
  'admin.dashboard.totalArticles': 'Total Articles',
  'admin.dashboard.totalViews': 'Total Views',
  'admin.dashboard.activeUsers': 'Active Users',
  'admin.dashboard.pendingReviews': 'Pending Reviews',
  'admin.dashboard.recentArticles': 'Recent Articles',
  'admin.dashboard.noArticles': 'No articles yet.',
  'admin.dashboard.loadFailed': 'Could not load the dashboard.',
  'admin.dashboard.views.one': '{count} view',
  'admin.dashboard.views.other': '{count} views',
  'admin.dashboard.byAuthor': 'by {name}',
  // what the settings schemas and the site-screen APIs send, word for word, so they can be shown in Greek too

  // dashboard additions
  'admin.dashboard.trend.change': '{change} vs last month',
  'admin.dashboard.trend.noData': 'No data for last month',
  'admin.dashboard.trend.publishedThisMonth': 'Published this month',
  'admin.dashboard.trend.viewsThisMonth': 'Views this month',
  'admin.dashboard.pending.title': 'Pending Actions',
  'admin.dashboard.pending.description': 'Articles waiting for review, oldest first.',
  'admin.dashboard.pending.more': 'The {shown} oldest of {total} articles waiting for review.',
  'admin.dashboard.pending.empty': 'Nothing is waiting for review.',
  'admin.dashboard.pending.review': 'Review "{title}"',
} as const

/** No public texts: the file lookups of app/i18n (public-texts.server.ts) find an empty set. */
export const publicTexts = {} as const

// this feature's keys, in the registry of every text's key (app/i18n/text-keys.ts)
declare module '#app/i18n/text-keys.ts' {
  interface AdminTexts extends Record<keyof typeof adminTexts, string> {}
}
