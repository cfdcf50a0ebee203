import { serveSameBytes } from './nginx-same-bytes.ts'
import { newSearches, searchVocabulary, type SearchResult } from './new-searches.ts'
import type { BenchOptions } from './options.ts'
import { pageHtmlKb, pageJavaScriptKb } from './page-javascript.ts'
import { withProductServer } from './product-server.ts'
import { measure, runWrk, type LoadResult } from './wrk.ts'

/**
 * Every page and answer loaded twice, rendered fresh (PAGE_CACHE_SECONDS=0: the
 * in-memory reads still apply) and through the product's page cache, and the same
 * bytes served by nginx under the same load: the limit our figures are a share of; and
 * by Node.js alone, what one node:http thread reaches with no product code.
 */
export interface Target {
  name: string
  path: string
  fresh?: LoadResult
  cached?: LoadResult
  nginx?: LoadResult
  /** Node.js alone serving the same bytes with our header lines */
  node?: LoadResult
}

export interface PagesResult {
  targets: Target[]
  searches: { fresh: SearchResult; cached: SearchResult }
  /** each public page's weight, in both languages: HTML (uncompressed, gzipped) and first-load JavaScript (gzipped) */
  weights: PageWeight[]
}

export interface PageWeight {
  page: string
  htmlKb: number
  htmlGzipKb: number
  javascriptKb: number
}

const SEARCH = encodeURIComponent('αθηνα')
/** searches with words never searched before in the run, for each server */
const NEW_SEARCHES = 400

export function pageTargets(articleSlug: string, categorySlug: string): Target[] {
  return [
    { name: 'home', path: '/' },
    { name: 'article page', path: `/articles/${articleSlug}` },
    { name: 'section page', path: `/categories/${categorySlug}` },
    { name: 'search page', path: `/articles?search=${SEARCH}` },
    { name: 'home in English', path: '/?lang=en' },
    { name: 'GET /api/public/articles/latest', path: '/api/public/articles/latest' },
  ]
}

/** The pages weighed: the loaded ones and the other language of each. */
export function weighedPages(targets: Target[]): Target[] {
  const pages = targets.filter((t) => !t.path.startsWith('/api/'))
  const english = pages
    .filter((t) => !t.path.includes('lang='))
    .map((t) => ({ name: `${t.name} in English`, path: `${t.path}${t.path.includes('?') ? '&' : '?'}lang=en` }))
  const seen = new Set(pages.map((t) => t.path))
  return [...pages, ...english.filter((t) => !seen.has(t.path))]
}

/** The other public answers (`--only=api`). */
export function apiTargets(articleSlug: string): Target[] {
  return [
    ['GET /api/public/articles?limit=6&offset=6', '/api/public/articles?limit=6&offset=6'],
    ['GET /api/public/articles/featured', '/api/public/articles/featured'],
    ['GET /api/public/articles/trending', '/api/public/articles/trending'],
    ['GET /api/public/articles/{slug}', `/api/public/articles/${articleSlug}`],
    ['GET /api/public/categories', '/api/public/categories'],
    ['GET /api/public/settings', '/api/public/settings'],
    ['GET /api/public/categories/politiki/articles', '/api/public/categories/politiki/articles'],
    ['GET /api/public/search (one word, kept)', `/api/public/search?search=${SEARCH}`],
  ].map(([name, path]) => ({ name: name!, path: path! }))
}

export async function runPages(options: {
  dataDir: string
  targets: Target[]
  bench: BenchOptions
  /** time new-word searches and the pages' JavaScript too */
  withExtras: boolean
}): Promise<PagesResult> {
  const { bench, targets } = options
  const clients = { connections: bench.connections, threads: bench.threads }
  const load = (base: string, path: string) =>
    measure({ ...clients, base, paths: [path], seconds: bench.seconds, warmUpSeconds: bench.warmUpSeconds })
  // every page in turn, so the first page measured is not the one that warmed the server
  const warmUp = (base: string) =>
    runWrk({ ...clients, base, paths: targets.map((t) => t.path), seconds: bench.serverWarmUpSeconds })
  const vocabulary = options.withExtras ? searchVocabulary(NEW_SEARCHES * 2) : []
  const server = { port: bench.port, dataDir: options.dataDir }
  const weights: PageWeight[] = []
  const fresh = await withProductServer({ ...server, pageCacheSeconds: 0 }, async ({ url }) => {
    if (options.withExtras) {
      for (const target of weighedPages(targets)) {
        const html = await pageHtmlKb(url, target.path)
        const javascriptKb = await pageJavaScriptKb(url, target.path)
        weights.push({ page: target.name, htmlKb: html.kilobytes, htmlGzipKb: html.gzipped, javascriptKb })
      }
    }
    await warmUp(url)
    for (const target of targets) target.fresh = await load(url, target.path)
    return newSearches(url, vocabulary.slice(0, NEW_SEARCHES))
  })
  const cached = await withProductServer(server, async ({ url }) => {
    await warmUp(url)
    for (const target of targets) target.cached = await load(url, target.path)
    const searches = await newSearches(url, vocabulary.slice(NEW_SEARCHES))
    const same = await serveSameBytes(
      url,
      targets.map((t) => t.path),
      { nginx: bench.port + 50, node: bench.port + 52 },
    )
    try {
      for (const target of targets) {
        target.nginx = await load(same.nginx.url, same.pathFor(target.path))
        target.node = await load(same.node.url, same.pathFor(target.path))
      }
    } finally {
      await same.stop()
    }
    return searches
  })
  return { targets, searches: { fresh, cached }, weights }
}
