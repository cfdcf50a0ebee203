import { Router } from 'express'
import { languageOfRequest } from '#app/i18n/language.server.ts'
import { legalPageText } from '#app/features/settings/legal-pages.ts'
import { listPublicCategories, type PublicCategory } from '#app/features/taxonomy/public.server.ts'
import { getPublicSettings, getSiteSettings } from '#app/features/settings/settings.server.ts'
import type { SiteSettings } from '#app/features/settings/settings.types.ts'
import { oncePerSource } from '#server/runtime/public.server.ts'

/** Categories, public settings and the two legal pages. */
export const publicCatalogRouter = Router()

const categoriesAnswer = oncePerSource((categories: PublicCategory[]) =>
  categories.map(({ id, slug, name, nameEn, parentId }) => ({ id, slug, name, nameEn, parentId })),
)

publicCatalogRouter.get('/categories', async (_req, res) => {
  res.json(categoriesAnswer(await listPublicCategories()))
})

publicCatalogRouter.get('/settings', async (_req, res) => {
  res.json(await getPublicSettings())
})

/**
 * `{content}`: the page's stored HTML (sanitised when saved), '' until it is written;
 * English readers (`?lang=en` or the language cookie) get the English version, or
 * the Greek while that is empty.
 */
const legalPages = { '/privacy-policy': 'privacy', '/terms-of-use': 'terms' } as const

for (const [path, page] of Object.entries(legalPages)) {
  const answers = {
    gr: oncePerSource((settings: SiteSettings) => ({ content: legalPageText(settings, page, 'gr').html })),
    en: oncePerSource((settings: SiteSettings) => ({ content: legalPageText(settings, page, 'en').html })),
  }
  publicCatalogRouter.get(path, async (req, res) => {
    const language = languageOfRequest(req.originalUrl, req.headers.cookie)
    res.json(answers[language](await getSiteSettings()))
  })
}
