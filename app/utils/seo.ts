import type { MetaDescriptor } from 'react-router'
import { translate } from '#app/i18n/dictionaries.ts'
import type { Language } from '#app/i18n/language.ts'
import type { TranslationKey } from '#app/i18n/text-keys.ts'

/**
 * Page metadata for the public side: "{page} | {site}" titles, descriptions, Open
 * Graph / Twitter cards, the canonical address and the el / en / x-default
 * alternates (`?lang=en`). Built by the loaders (`seo.server.ts`), whose data carries
 * the descriptors: a route's `meta` only returns them, so the builders are not part of
 * the browser's JavaScript (docs/decisions/016-first-load-javascript.md).
 */
export interface SeoContext {
  language: Language
  siteName: string
  publicUrl: string
  /** true when the address itself asks for English (`?lang=en`) */
  explicitEnglish: boolean
}

/** A translated text for page metadata. */
export function metaText(context: SeoContext, key: TranslationKey, params?: Record<string, string | number>): string {
  return translate(context.language, key, params)
}

/** An absolute address on this site; absolute inputs are kept. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/** The canonical address of a page: its path, with `?lang=en` when the address asked for English. */
export function canonicalUrl(context: SeoContext, path: string): string {
  return absoluteUrl(context.publicUrl, path) + (context.explicitEnglish ? '?lang=en' : '')
}

export function alternateLinks(context: SeoContext, path: string): MetaDescriptor[] {
  const base = absoluteUrl(context.publicUrl, path)
  return [
    { tagName: 'link', rel: 'alternate', hrefLang: 'el', href: base },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${base}?lang=en` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: base },
  ]
}

export function ogLocale(language: Language): string {
  return language === 'gr' ? 'el_GR' : 'en_GB'
}

/** A meta description: plain text, one line, at most 160 characters. */
export function shortDescription(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}

export interface PageSeo {
  /** the page's own title; the site name alone when absent (home) */
  title?: string
  description: string
  /** the page's path without query; canonical and alternates are built from it */
  path: string
  noindex?: boolean
  /** more tags (article Open Graph, images) */
  extra?: MetaDescriptor[]
  type?: 'website' | 'article'
}

export function pageMeta(context: SeoContext, page: PageSeo): MetaDescriptor[] {
  const title = page.title ? `${page.title} | ${context.siteName}` : context.siteName
  const description = shortDescription(page.description)
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: context.siteName },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title ?? context.siteName },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: ogLocale(context.language) },
    { property: 'og:locale:alternate', content: ogLocale(context.language === 'gr' ? 'en' : 'gr') },
    // no twitter:title or twitter:description: X reads og:title and og:description when they are missing
  ]
  if (page.noindex) return [...descriptors, { name: 'robots', content: 'noindex' }, ...(page.extra ?? [])]
  if (context.publicUrl) {
    const canonical = canonicalUrl(context, page.path)
    descriptors.push(
      { property: 'og:url', content: canonical },
      { tagName: 'link', rel: 'canonical', href: canonical },
      ...alternateLinks(context, page.path),
    )
  }
  if (!page.extra?.some((d) => 'name' in d && d.name === 'twitter:card'))
    descriptors.push({ name: 'twitter:card', content: 'summary' })
  return [...descriptors, ...(page.extra ?? [])]
}

/** A route's `meta`: the descriptors its loader built (none when the loader failed). */
export function loaderMeta({ loaderData }: { loaderData?: { meta?: MetaDescriptor[] } | null }): MetaDescriptor[] {
  return loaderData?.meta ?? []
}
