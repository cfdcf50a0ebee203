import { Router } from 'express'
import { listPublicCategories } from '#app/modules/categories/categories.server.ts'
import { getPublicSettings } from '#app/modules/settings/settings.server.ts'

/** Categories and public settings (SPEC.md section 7, Public). */
export const publicCatalogRouter = Router()

publicCatalogRouter.get('/categories', async (_req, res) => {
  const categories = await listPublicCategories()
  res.json(categories.map(({ id, slug, name, nameEn, parentId }) => ({ id, slug, name, nameEn, parentId })))
})

publicCatalogRouter.get('/settings', async (_req, res) => {
  res.json(await getPublicSettings())
})
