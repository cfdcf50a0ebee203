/** The reader search's choices, without zod: the article list's JavaScript needs only these. */
export const ARTICLE_SORTS = ['latest', 'oldest', 'popular', 'alphabetical'] as const
export type ArticleSort = (typeof ARTICLE_SORTS)[number]
export const SEARCH_PAGE_SIZE = 12
