import type { adminEn } from './admin-en.ts'

/** Greek texts of the admin area (merged into gr.ts). */
export const adminGr = {
  'admin.nav.dashboard': 'Πίνακας ελέγχου',
  'admin.nav.articles': 'Άρθρα',
  'admin.nav.newArticle': 'Νέο άρθρο',
  'admin.nav.media': 'Βιβλιοθήκη πολυμέσων',
  'admin.nav.categories': 'Κατηγορίες & Ετικέτες',
  'admin.nav.users': 'Χρήστες',
  'admin.nav.breakingNews': 'Έκτακτες ειδήσεις',
  'admin.nav.editorsPick': 'Επιλογές σύνταξης',
  'admin.nav.advertisements': 'Διαφημίσεις',
  'admin.nav.subscriptions': 'Συνδρομές',
  'admin.nav.settings': 'Ρυθμίσεις',
  'admin.nav.legalPages': 'Νομικές σελίδες',
} as const satisfies Record<keyof typeof adminEn, string>
