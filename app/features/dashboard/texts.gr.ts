import type { adminTexts as adminTextsEn } from './texts.en.ts'

/** Admin texts of dashboard in Greek, loaded with the admin. */
export const adminTexts = {
  'admin.dashboard.title': 'Πίνακας ελέγχου',
  'admin.dashboard.welcome': 'Καλώς ήρθατε, {name}.',
  'admin.dashboard.totalArticles': 'Σύνολο άρθρων',
  'admin.dashboard.totalViews': 'Συνολικές προβολές',
  'admin.dashboard.activeUsers': 'Ενεργοί χρήστες',
  'admin.dashboard.pendingReviews': 'Σε αναμονή έγκρισης',
  'admin.dashboard.recentArticles': 'Πρόσφατα άρθρα',
  'admin.dashboard.noArticles': 'Δεν υπάρχουν ακόμη άρθρα.',
  'admin.dashboard.loadFailed': 'Δεν ήταν δυνατή η φόρτωση του πίνακα ελέγχου.',
  'admin.dashboard.views.one': '{count} προβολή',
  'admin.dashboard.views.other': '{count} προβολές',
  'admin.dashboard.byAuthor': 'από {name}',
  'admin.dashboard.trend.change': '{change} έναντι του προηγούμενου μήνα',
  'admin.dashboard.trend.noData': 'Χωρίς δεδομένα για τον προηγούμενο μήνα',
  'admin.dashboard.trend.publishedThisMonth': 'Δημοσιεύσεις αυτόν τον μήνα',
  'admin.dashboard.trend.viewsThisMonth': 'Προβολές αυτόν τον μήνα',
  'admin.dashboard.pending.title': 'Εκκρεμείς ενέργειες',
  'admin.dashboard.pending.description': 'Άρθρα που περιμένουν έλεγχο, τα παλαιότερα πρώτα.',
  'admin.dashboard.pending.more': 'Τα {shown} παλαιότερα από {total} άρθρα που περιμένουν έλεγχο.',
  'admin.dashboard.pending.empty': 'Κανένα άρθρο δεν περιμένει έλεγχο.',
  'admin.dashboard.pending.review': 'Έλεγχος του «{title}»',
} as const satisfies Record<keyof typeof adminTextsEn, string>

/** No public texts: the file lookups of app/i18n (public-texts.server.ts) find an empty set. */
export const publicTexts = {} as const
