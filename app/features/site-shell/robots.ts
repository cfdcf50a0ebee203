import { getConfig } from '#app/utils/config.server.ts'
import { textResponse } from '#app/utils/xml.ts'

/** GET /robots.txt: everything but the back office and the API, and where the sitemaps are. */
export function loader() {
  const base = getConfig().publicUrl
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    `Sitemap: ${base}/news-sitemap.xml`,
    '',
  ].join('\n')
  return textResponse(body, 'text/plain; charset=utf-8', 3600)
}
