import { Router } from 'express'
import { ArticleInputSchema, ArticleListQuerySchema } from '#app/features/articles/article.schema.ts'
import { createArticle, deleteArticle, findAdminArticles } from '#app/features/articles/editing/articles.server.ts'
import { updateArticle } from '#app/features/articles/editing/article-save.server.ts'
import { restoreArticleRevision } from '#app/features/articles/history/article-restore.server.ts'
import { getArticleRevision, listArticleRevisions } from '#app/features/articles/history/article-revisions.server.ts'
import { requireStaff, staffUser } from '#app/features/auth/public.server.ts'
import { pathId, parseInput } from '#server/http/validate.ts'
import { articleEditingRouter } from './article-editing.ts'
import { getAdminArticleWithCorrections } from '#app/features/articles/editing/article-corrections.server.ts'
import { articleCorrectionsRouter } from './article-corrections.ts'

/** /api/admin/articles: every staff user; who may publish or edit what is the service's rule. */
export const adminArticlesRouter = Router()
adminArticlesRouter.use(requireStaff('articles.write'))
// autosave and presence (before `/:id`, which would take `/presence` for an id)
adminArticlesRouter.use(articleEditingRouter)
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

/** An article's history: the same permissions as editing it. */
adminArticlesRouter.get('/:id/revisions', async (req, res) => {
  res.json(await listArticleRevisions({ actor: staffUser(res), articleId: pathId(req.params.id) }))
})

adminArticlesRouter.get('/:id/revisions/:revisionId', async (req, res) => {
  const articleId = pathId(req.params.id)
  res.json(await getArticleRevision({ actor: staffUser(res), articleId, revisionId: pathId(req.params.revisionId) }))
})

adminArticlesRouter.post('/:id/revisions/:revisionId/restore', async (req, res) => {
  const articleId = pathId(req.params.id)
  const revisionId = pathId(req.params.revisionId)
  await restoreArticleRevision({ actor: staffUser(res), articleId, revisionId })
  // the article as GET /api/admin/articles/{id} answers it, corrections included
  res.json(await getAdminArticleWithCorrections(articleId))
})
