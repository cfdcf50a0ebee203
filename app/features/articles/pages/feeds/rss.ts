import type { Route } from './+types/rss'
import { translate } from '#app/i18n/i18n.tsx'
import { getRequestLanguage } from '#app/i18n/language.server.ts'
import { findLatestArticles } from '#app/features/articles/pages/public-articles.server.ts'
import { getSiteSettings } from '#app/features/settings/public.server.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { RSS_ITEMS, rssResponse } from './rss-feed.ts'

/** GET /rss.xml: the latest 50 articles. */
export async function loader({ request }: Route.LoaderArgs) {
  const language = getRequestLanguage(request)
  const [settings, articles] = await Promise.all([getSiteSettings(), findLatestArticles({ limit: RSS_ITEMS })])
  return rssResponse({
    base: getConfig().publicUrl,
    language,
    title: settings.siteName.trim() || translate(language, 'site.defaultName'),
    description: settings.siteDescription,
    path: '/',
    selfPath: '/rss.xml',
    articles,
  })
}
