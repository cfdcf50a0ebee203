import { Router } from 'express'
import { discardAutosave, getAutosave, saveAutosave } from '#app/features/articles/editing/article-autosave.server.ts'
import {
  beatPresence,
  findArticleEditors,
  leavePresence,
  takeOverEditing,
} from '#app/features/articles/editing/article-presence.server.ts'
import { AutosaveInputSchema } from '#app/features/articles/editing/autosave.schema.ts'
import {
  PresenceInputSchema,
  PresenceListQuerySchema,
  TAB_ID_PATTERN,
} from '#app/features/articles/editing/presence.schema.ts'
import { AppError } from '#app/utils/app-error.ts'
import { httpMessages } from '#app/utils/common-messages.ts'
import { staffUser } from '#app/features/auth/public.server.ts'
import { parseInput, pathId } from '#server/http/validate.ts'

/**
 * The editor's autosave and who-is-editing calls under /api/admin/articles, mounted
 * by articles.ts behind its staff check and before its `/:id`, so `/presence` is not
 * taken for an article id. The services check that the caller may edit the article.
 * None of these writes touches the article.
 */
export const articleEditingRouter = Router()

articleEditingRouter.get('/presence', async (req, res) => {
  res.json(await findArticleEditors(parseInput(PresenceListQuerySchema, req.query).ids))
})

articleEditingRouter.get('/:id/autosave', async (req, res) => {
  res.json(await getAutosave({ actor: staffUser(res), articleId: pathId(req.params.id) }))
})

articleEditingRouter.put('/:id/autosave', async (req, res) => {
  const articleId = pathId(req.params.id)
  const input = parseInput(AutosaveInputSchema, req.body)
  res.json(await saveAutosave({ actor: staffUser(res), articleId, input }))
})

articleEditingRouter.delete('/:id/autosave', async (req, res) => {
  await discardAutosave({ actor: staffUser(res), articleId: pathId(req.params.id) })
  res.json({ success: true })
})

articleEditingRouter.post('/:id/presence', async (req, res) => {
  const articleId = pathId(req.params.id)
  const { tabId } = parseInput(PresenceInputSchema, req.body)
  res.json(await beatPresence({ actor: staffUser(res), articleId, tabId }))
})

articleEditingRouter.post('/:id/presence/take-over', async (req, res) => {
  const articleId = pathId(req.params.id)
  const { tabId } = parseInput(PresenceInputSchema, req.body)
  res.json(await takeOverEditing({ actor: staffUser(res), articleId, tabId }))
})

articleEditingRouter.delete('/:id/presence/:tabId', async (req, res) => {
  const articleId = pathId(req.params.id)
  // a malformed tab id, like a malformed article id, names nothing
  if (!TAB_ID_PATTERN.test(req.params.tabId)) throw new AppError('NOT_FOUND', httpMessages.notFound)
  await leavePresence({ actor: staffUser(res), articleId, tabId: req.params.tabId })
  res.json({ success: true })
})
