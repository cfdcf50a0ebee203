import { Router } from 'express'
import { ArticleInputSchema, ArticleListQuerySchema } from '#app/modules/articles/article.schema.ts'
import {
  createArticle,
  deleteArticle,
  findAdminArticles,
  updateArticle,
} from '#app/modules/articles/articles.server.ts'
import { getAdminArticleWithCorrections } from '#app/modules/articles/article-corrections.server.ts'
import { requireStaff, staffUser } from '../middleware/require-staff.ts'
import { pathId, parseInput } from '../middleware/validate.ts'
import { articleCorrectionsRouter } from './article-corrections.ts'

/** /api/admin/articles: every staff user; who may publish or edit what is the service's rule. */
export const adminArticlesRouter = Router()
adminArticlesRouter.use(requireStaff('articles.write'))
adminArticlesRouter.use('/:id/corrections', articleCorrectionsRouter)

adminArticlesRouter.get('/', async (req, res) => {
  res.json(await findAdminArticles(parseInput(ArticleListQuerySchema, req.query)))
})

adminArticlesRouter.get('/:id', async (req, res) => {
  res.json(await getAdminArticleWithCorrections(pathId(req.params.id)))
})

adminArticlesRouter.post('/', async (req, res) => {
  res.status(201).json(await createArticle({ actor: staffUser(res), input: parseInput(ArticleInputSchema, req.body) }))
})

adminArticlesRouter.put('/:id', async (req, res) => {
  const id = pathId(req.params.id)
  res.json(await updateArticle({ actor: staffUser(res), id, input: parseInput(ArticleInputSchema, req.body) }))
})

adminArticlesRouter.delete('/:id', async (req, res) => {
  await deleteArticle({ actor: staffUser(res), id: pathId(req.params.id) })
  res.json({ success: true })
})
