/** English texts of the site screens: curation, ads, subscriptions, settings, legal pages, dashboard (merged into en.ts). */
export const adminSiteEn = {
  'admin.settings.title': 'Site Settings',
} as const
