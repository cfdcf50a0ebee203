import { z } from 'zod'
import { ARTICLE_SORTS, SEARCH_PAGE_SIZE } from './search-options.ts'

export { ARTICLE_SORTS, SEARCH_PAGE_SIZE, type ArticleSort } from './search-options.ts'

/** /articles and GET /api/public/search: the reader's filters (bad values fall back). */
export const ArticleSearchSchema = z.object({
  search: z.string().trim().max(200).optional().catch(undefined),
  categoryId: z.coerce.number().int().positive().optional().catch(undefined),
  sort: z.enum(ARTICLE_SORTS).default('latest').catch('latest'),
  lang: z.enum(['gr', 'en']).default('gr').catch('gr'),
  limit: z.coerce.number().int().min(1).max(50).default(SEARCH_PAGE_SIZE).catch(SEARCH_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0).catch(0),
})
export type ArticleSearch = z.infer<typeof ArticleSearchSchema>
