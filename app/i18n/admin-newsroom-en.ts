/** English texts of the newsroom screens: articles, editor, media, categories and tags (merged into en.ts). */
export const adminNewsroomEn = {
  'admin.articles.title': 'Articles',
} as const
