import { Router } from 'express'
import { assertCan, requireStaff, staffUser } from '#app/features/auth/public.server.ts'
import { getSiteSettings } from '#app/features/settings/public.server.ts'
import { parseInput } from '#server/http/validate.ts'
import { BreakingNewsSchema, EditorsPickSchema } from '../curated-list.schema.ts'
import { replaceCuratedList } from '../curated-list-updates.server.ts'

/**
 * PUT /api/admin/settings with a curated list's body (`breakingNewsArticles` or
 * `editorsPickArticles`): replaces that list and answers the settings, as the
 * settings' other bodies do. Mounted before the settings' own router, which answers
 * every other body.
 */
export const adminCuratedListsRouter = Router()

adminCuratedListsRouter.put('/', requireStaff(), async (req, res, next) => {
  const user = staffUser(res)
  const body = (req.body ?? {}) as Record<string, unknown>
  if ('breakingNewsArticles' in body) {
    assertCan(user, 'breakingNews.manage')
    await replaceCuratedList('breaking_news', parseInput(BreakingNewsSchema, body).breakingNewsArticles, user)
  } else if ('editorsPickArticles' in body) {
    assertCan(user, 'editorsPick.manage')
    await replaceCuratedList('editors_pick', parseInput(EditorsPickSchema, body).editorsPickArticles, user)
  } else {
    next()
    return
  }
  res.json(await getSiteSettings())
})
