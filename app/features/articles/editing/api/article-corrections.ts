import { Router } from 'express'
import { CorrectionInputSchema } from '#app/features/articles/article.schema.ts'
import {
  addArticleCorrection,
  listArticleCorrections,
} from '#app/features/articles/editing/article-corrections.server.ts'
import { assertCan, staffUser } from '#app/features/auth/public.server.ts'
import { pathId, parseInput } from '#server/http/validate.ts'

/**
 * /api/admin/articles/:id/corrections, mounted inside the articles router (which
 * already asked for a staff session): every staff user lists them, editors and
 * super_admins add them. There is no call to change or delete one.
 */
export const articleCorrectionsRouter = Router({ mergeParams: true })

articleCorrectionsRouter.get('/', async (req, res) => {
  res.json(await listArticleCorrections(pathId((req.params as { id?: string }).id)))
})

articleCorrectionsRouter.post('/', async (req, res) => {
  const actor = staffUser(res)
  // the role before the body: a contributor learns nothing from a 400
  assertCan(actor, 'articles.correct')
  const articleId = pathId((req.params as { id?: string }).id)
  const input = parseInput(CorrectionInputSchema, req.body)
  res.status(201).json(await addArticleCorrection({ actor, articleId, input }))
})
