import type { adminSiteEn } from './admin-site-en.ts'

/** Greek texts of the site screens (merged into gr.ts). */
export const adminSiteGr = {
  'admin.settings.title': 'Ρυθμίσεις ιστότοπου',
} as const satisfies Record<keyof typeof adminSiteEn, string>
