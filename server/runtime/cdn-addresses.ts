/**
 * The public addresses that may show an article or a category, for a CDN to forget
 * when one leaves them (cdn-purge.server.ts). Pages come in both languages: Greek at
 * the plain address, English with `?lang=en` (the form hreflang, the sitemap and
 * shared links use). Addresses with other queries (a list's next pages, searches) are
 * too many to name: they refresh within their s-maxage (deploy/README.md).
 */

const ENGLISH = '?lang=en'

function inBothLanguages(path: string): string[] {
  return [path, `${path}${ENGLISH}`]
}

/** What lists every published article: the home page, the article list, feeds, sitemaps, the list answers. */
const ARTICLE_LISTS = [
  ...inBothLanguages('/'),
  ...inBothLanguages('/articles'),
  ...inBothLanguages('/rss.xml'),
  '/sitemap.xml',
  '/news-sitemap.xml',
  '/api/public/articles',
  '/api/public/articles/latest',
  '/api/public/articles/featured',
  '/api/public/articles/trending',
  // breaking news and editor's pick, which an article leaves when it is unpublished
  '/api/public/settings',
]

function categoryPages(slug: string): string[] {
  const path = `/categories/${encodeURIComponent(slug)}`
  return [...inBothLanguages(path), ...inBothLanguages(`${path}/rss.xml`), `/api/public${path}/articles`]
}

/**
 * An article under each of `slugs` (its address before and after a change), in its
 * category and that category's parent (whose page lists its sub-categories' articles).
 */
export function addressesShowingArticle(article: { slugs: string[]; categorySlugs: string[] }): string[] {
  const own = article.slugs.flatMap((slug) => {
    const encoded = encodeURIComponent(slug)
    return [
      ...inBothLanguages(`/articles/${encoded}`),
      // the old metadata form, a redirect to the page
      `/article/${encoded}`,
      `/api/public/articles/${encoded}`,
    ]
  })
  return unique([...own, ...article.categorySlugs.flatMap(categoryPages), ...ARTICLE_LISTS])
}

/** A category: its page, feed and list answer, the category list, and the pages whose navigation shows it. */
export function addressesShowingCategory(slug: string): string[] {
  return unique([...categoryPages(slug), '/api/public/categories', ...inBothLanguages('/')])
}

function unique(paths: string[]): string[] {
  return [...new Set(paths)]
}
