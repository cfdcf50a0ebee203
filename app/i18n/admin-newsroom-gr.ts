import type { adminNewsroomEn } from './admin-newsroom-en.ts'

/** Greek texts of the newsroom screens (merged into gr.ts). */
export const adminNewsroomGr = {
  'admin.articles.title': 'Άρθρα',
} as const satisfies Record<keyof typeof adminNewsroomEn, string>
