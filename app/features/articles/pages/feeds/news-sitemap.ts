import { translate } from '#app/i18n/i18n.tsx'
import { localizedField } from '#app/i18n/localize.ts'
import { findLatestArticles } from '#app/features/articles/pages/public-articles.server.ts'
import { getPublicSettings } from '#app/features/settings/public.server.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { escapeXml, textResponse } from '#app/utils/xml.ts'

/** Google News takes articles of the last two days, at most 1000 per sitemap. */
const NEWS_WINDOW_MS = 48 * 60 * 60 * 1000
const NEWS_MAX_URLS = 1000

/** GET /news-sitemap.xml: the Google News sitemap of articles published in the last 48 hours (Greek titles). */
export async function loader() {
  const base = getConfig().publicUrl
  const [settings, latest] = await Promise.all([getPublicSettings(), findLatestArticles({ limit: NEWS_MAX_URLS })])
  const since = Date.now() - NEWS_WINDOW_MS
  const recent = latest.filter((a) => new Date(a.publishedAt).getTime() >= since)
  const publication = escapeXml(settings.siteName.trim() || translate('gr', 'site.defaultName'))
  const entries = recent.map(
    (a) =>
      `<url><loc>${escapeXml(`${base}/articles/${encodeURIComponent(a.slug)}`)}</loc>` +
      `<news:news><news:publication><news:name>${publication}</news:name><news:language>el</news:language></news:publication>` +
      `<news:publication_date>${a.publishedAt}</news:publication_date>` +
      `<news:title>${escapeXml(localizedField(a, 'title', 'gr'))}</news:title></news:news></url>`,
  )
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n' +
    entries.join('\n') +
    (entries.length ? '\n' : '') +
    '</urlset>\n'
  return textResponse(xml, 'application/xml; charset=utf-8', 120)
}
