import type { Route } from './+types/category-rss'
import { translate } from '#app/i18n/i18n.tsx'
import { getRequestLanguage } from '#app/i18n/language.server.ts'
import { categoryName } from '#app/i18n/localize.ts'
import { findCategoryArticles } from '#app/features/articles/pages/public-articles.server.ts'
import { getPublicCategoryBySlug } from '#app/features/taxonomy/public.server.ts'
import { getPublicSettings } from '#app/features/settings/public.server.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { categoryDescription } from '../category/category-description.ts'
import { RSS_ITEMS, rssResponse } from './rss-feed.ts'

/** GET /categories/{slug}/rss.xml: the latest 50 articles of a category (with its sub-categories). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const category = await getPublicCategoryBySlug(params.slug)
  if (!category) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  const language = getRequestLanguage(request)
  const [settings, articles] = await Promise.all([
    getPublicSettings(),
    findCategoryArticles(category.id, { limit: RSS_ITEMS }),
  ])
  const siteName = settings.siteName.trim() || translate(language, 'site.defaultName')
  const path = `/categories/${encodeURIComponent(category.slug)}`
  return rssResponse({
    base: getConfig().publicUrl,
    language,
    title: `${categoryName(category, language)} | ${siteName}`,
    description: categoryDescription(category, language),
    path,
    selfPath: `${path}/rss.xml`,
    articles,
  })
}
