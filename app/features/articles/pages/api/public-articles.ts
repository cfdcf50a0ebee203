import { Router } from 'express'
import { z } from 'zod'
import {
  findCategoryArticles,
  findFeaturedArticles,
  findLatestArticles,
  findTrendingArticles,
  type ArticleSummary,
} from '#app/features/articles/pages/public-articles.server.ts'
import { getPublicArticleBySlug } from '#app/features/articles/pages/public-article-page.server.ts'
import { ArticleSearchSchema } from '#app/features/articles/search/search.schema.ts'
import { searchArticles } from '#app/features/articles/search/search.server.ts'
import { getPublicCategoryBySlug } from '#app/features/taxonomy/public.server.ts'
import { AppError } from '#app/utils/app-error.ts'
import { articleMessages } from '#app/features/articles/article.messages.ts'
import { categoryMessages } from '#app/features/taxonomy/public.ts'
import { LATEST_PAGE_SIZE } from '#app/utils/constants.ts'
import { visitorKey } from '#app/utils/event-marks.server.ts'
import { recordArticleView } from '#app/features/articles/pages/views.server.ts'
import { oncePerSource } from '#server/runtime/public.server.ts'
import { requestMeta } from '#server/http/request-meta.ts'
import { parseInput } from '#server/http/validate.ts'

/** Published articles for readers. */
export const publicArticlesRouter = Router()

const pageSchema = (defaultLimit: number) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(50).default(defaultLimit).catch(defaultLimit),
    offset: z.coerce.number().int().min(0).max(100_000).default(0).catch(0),
  })
const PageSchema = pageSchema(LATEST_PAGE_SIZE)
const CATEGORY_PAGE_SIZE = 24

publicArticlesRouter.get('/articles/featured', async (_req, res) => {
  res.json(await findFeaturedArticles())
})

publicArticlesRouter.get('/articles/latest', async (req, res) => {
  res.json(await findLatestArticles(parseInput(PageSchema, req.query)))
})

publicArticlesRouter.get('/articles/trending', async (_req, res) => {
  res.json(await findTrendingArticles())
})

const listAnswer = oncePerSource((articles: ArticleSummary[]) => ({ articles }))

publicArticlesRouter.get('/articles', async (req, res) => {
  res.json(listAnswer(await findLatestArticles(parseInput(PageSchema, req.query))))
})

publicArticlesRouter.get('/articles/:slug', async (req, res) => {
  const article = await getPublicArticleBySlug(req.params.slug)
  if (!article) throw new AppError('NOT_FOUND', articleMessages.notFound)
  res.json(article)
})

publicArticlesRouter.get('/categories/:slug/articles', async (req, res) => {
  const category = await getPublicCategoryBySlug(req.params.slug)
  if (!category) throw new AppError('NOT_FOUND', categoryMessages.notFound)
  res.json(await findCategoryArticles(category.id, parseInput(pageSchema(CATEGORY_PAGE_SIZE), req.query)))
})

publicArticlesRouter.get('/search', async (req, res) => {
  const query = parseInput(ArticleSearchSchema, req.query)
  res.json(await searchArticles({ ...query, language: query.lang }))
})

/** The article page's view beacon (sendBeacon posts it; cached pages still count). */
publicArticlesRouter.post('/articles/:slug/view', async (req, res) => {
  const { ip, userAgent } = requestMeta(req)
  await recordArticleView(req.params.slug, visitorKey(ip, userAgent))
  res.status(204).end()
})
