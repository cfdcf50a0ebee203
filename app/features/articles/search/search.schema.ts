import { z } from 'zod'
import { idFilter } from '#app/utils/ids.ts'
import { cleanText } from '#app/utils/schema-fields.ts'
import { ARTICLE_SORTS, SEARCH_PAGE_SIZE } from './search-options.ts'

export { ARTICLE_SORTS, SEARCH_PAGE_SIZE, type ArticleSort } from './search-options.ts'

/**
 * GET /api/public/search: the reader's filters. A bad sort, language or page falls
 * back to the default; a category id follows the one id rule.
 */
export const ArticleSearchSchema = z.object({
  search: cleanText().trim().max(200).optional().catch(undefined),
  categoryId: idFilter('categoryId'),
  sort: z.enum(ARTICLE_SORTS).default('latest').catch('latest'),
  lang: z.enum(['gr', 'en']).default('gr').catch('gr'),
  limit: z.coerce.number().int().min(1).max(50).default(SEARCH_PAGE_SIZE).catch(SEARCH_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0).catch(0),
})
export type ArticleSearch = z.infer<typeof ArticleSearchSchema>
