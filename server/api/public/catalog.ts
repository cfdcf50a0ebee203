import { Router } from 'express'
import { listPublicCategories, type PublicCategory } from '#app/modules/categories/categories.server.ts'
import { getPublicSettings, getSiteSettings } from '#app/modules/settings/settings.server.ts'
import type { SiteSettings } from '#app/modules/settings/settings.types.ts'
import { keptAnswer } from '#server/rendering/response-cache.ts'

/** Categories, public settings and the two legal pages (SPEC.md section 7, Public). */
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

/** `{content}`: the page's stored HTML (sanitised when saved), '' until it is written. */
const legalPages = { '/privacy-policy': 'privacyPolicy', '/terms-of-use': 'termsOfUse' } as const

for (const [path, field] of Object.entries(legalPages)) {
  const legalPageAnswer = keptAnswer((settings: SiteSettings) => ({ content: settings[field] }))
  publicCatalogRouter.get(path, async (_req, res) => {
    res.json(legalPageAnswer(await getSiteSettings()))
  })
}
