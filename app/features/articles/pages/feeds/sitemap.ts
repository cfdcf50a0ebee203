import { listSitemapArticles } from '#app/features/articles/pages/sitemap-articles.server.ts'
import { listPublicCategories } from '#app/features/taxonomy/public.server.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { escapeXml, textResponse } from '#app/utils/xml.ts'

/** The sitemap protocol's limit of addresses per file. */
const SITEMAP_MAX_URLS = 50_000
const STATIC_PAGES = ['/', '/articles', '/contact', '/advertise', '/privacy', '/terms']

function urlEntry(base: string, path: string, lastmod?: string): string {
  const loc = `${base}${path}`
  const alternates = [
    ['el', loc],
    ['en', `${loc}?lang=en`],
    ['x-default', loc],
  ]
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href!)}"/>`)
    .join('')
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`
}

/** GET /sitemap.xml: home and the other pages, every category and every published article. */
export async function loader() {
  const base = getConfig().publicUrl
  const [categories, articles] = await Promise.all([
    listPublicCategories(),
    listSitemapArticles(SITEMAP_MAX_URLS - STATIC_PAGES.length - 1000),
  ])
  const newest = articles.reduce<string | undefined>(
    (max, a) => (!max || a.updatedAt > max ? a.updatedAt : max),
    undefined,
  )
  const entries = [
    ...STATIC_PAGES.map((path) => urlEntry(base, path, path === '/' ? newest : undefined)),
    ...categories.map((c) => urlEntry(base, `/categories/${encodeURIComponent(c.slug)}`)),
    ...articles.map((a) => urlEntry(base, `/articles/${encodeURIComponent(a.slug)}`, a.updatedAt)),
  ]
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  return textResponse(xml, 'application/xml; charset=utf-8')
}
