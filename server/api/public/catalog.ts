import { Router } from 'express'
import { listPublicCategories, type PublicCategory } from '#app/modules/categories/categories.server.ts'
import { getPublicSettings } from '#app/modules/settings/settings.server.ts'
import { keptAnswer } from '../middleware/public-response-cache.ts'

/** Categories and public settings (SPEC.md section 7, Public). */
export const publicCatalogRouter = Router()

const categoriesAnswer = keptAnswer((categories: PublicCategory[]) =>
  categories.map(({ id, slug, name, nameEn, parentId }) => ({ id, slug, name, nameEn, parentId })),
)

publicCatalogRouter.get('/categories', async (_req, res) => {
  res.json(categoriesAnswer(await listPublicCategories()))
})

publicCatalogRouter.get('/settings', async (_req, res) => {
  res.json(await getPublicSettings())
})
