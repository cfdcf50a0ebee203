import { translate } from '#app/i18n/i18n.tsx'
import { htmlLang, type Language } from '#app/i18n/language.ts'
import { categoryName, localizedField } from '#app/i18n/localize.ts'
import type { ArticleSummary } from '#app/features/articles/pages/public-articles.server.ts'
import { absolute, escapeXml, textResponse } from '#app/utils/xml.ts'

export const RSS_ITEMS = 50

interface Feed {
  base: string
  language: Language
  title: string
  description: string
  /** the page the feed is about, e.g. `/` or `/categories/politiki` */
  path: string
  /** the feed's own path, e.g. `/rss.xml` */
  selfPath: string
  articles: ArticleSummary[]
}

function item(base: string, language: Language, a: ArticleSummary): string {
  const link = `${base}/articles/${encodeURIComponent(a.slug)}`
  const author = a.author ? a.author.nickname?.trim() || `${a.author.firstName} ${a.author.lastName}`.trim() : ''
  const description = localizedField(a, 'excerpt', language) || localizedField(a, 'subtitle', language)
  return [
    '<item>',
    `<title>${escapeXml(localizedField(a, 'title', language))}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `<pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate>`,
    description ? `<description>${escapeXml(description)}</description>` : '',
    `<category>${escapeXml(categoryName(a.category, language))}</category>`,
    author ? `<dc:creator>${escapeXml(author)}</dc:creator>` : '',
    a.featuredImageUrl ? `<media:content url="${escapeXml(absolute(base, a.featuredImageUrl))}" medium="image"/>` : '',
    '</item>',
  ].join('')
}

/** An RSS 2.0 feed of articles, in the reader's language (`?lang=en` for English). */
export function rssResponse(feed: Feed): Response {
  const { base, language, articles } = feed
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel>',
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${escapeXml(`${base}${feed.path}`)}</link>`,
    `<description>${escapeXml(feed.description || translate(language, 'site.defaultDescription'))}</description>`,
    `<language>${htmlLang(language)}</language>`,
    `<atom:link href="${escapeXml(`${base}${feed.selfPath}${language === 'en' ? '?lang=en' : ''}`)}" rel="self" type="application/rss+xml"/>`,
    articles[0] ? `<lastBuildDate>${new Date(articles[0].publishedAt).toUTCString()}</lastBuildDate>` : '',
    ...articles.map((a) => item(base, language, a)),
    '</channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n')
  return textResponse(xml, 'application/rss+xml; charset=utf-8')
}
