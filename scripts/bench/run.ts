// npm run bench: the production server on the demo newsroom plus 5,000 generated
// articles, loaded with autocannon from a second process on 127.0.0.1 (32 connections).
// Requests ask for compressed answers as Chrome does over HTTPS; autocannon runs on two
// threads so that the load generator is never what limits the cached figures.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import { searchWords } from '#app/modules/articles/search-index.server.ts'
import { DEMO_ARTICLES } from '#scripts/seed/demo-articles/index.ts'
import { ensureBuild, ROOT } from '../ensure-build.js'
import { prepareBenchData } from './prepare-data.ts'

const PORT = Number(process.env.BENCH_PORT ?? 3400)
const BASE = `http://127.0.0.1:${PORT}`
const CONNECTIONS = 32
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARM_UP_SECONDS = 2
const EXTRA_ARTICLES = 5000
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'
/** searches, each with words never searched before in the run: the word index's own speed */
const NEW_SEARCHES = 400

interface Result {
  name: string
  path: string
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
}

async function waitReady(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('server did not start')
}

function autocannon(urlPath: string, seconds: number) {
  const cli = path.join(ROOT, 'node_modules', 'autocannon', 'autocannon.js')
  return spawnSync(
    process.execPath,
    [
      cli,
      ...['-c', String(CONNECTIONS), '-w', '2', '-d', String(seconds)],
      ...['-H', `accept-encoding=${ACCEPT_ENCODING}`, '-j', `${BASE}${urlPath}`],
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
}

/** A warm-up load (code compiled, caches filled, as on a server that has been running), then the measured one. */
function load(name: string, urlPath: string): Result {
  autocannon(urlPath, WARM_UP_SECONDS)
  const run = autocannon(urlPath, SECONDS)
  const report = JSON.parse(run.stdout) as {
    requests: { average: number }
    latency: { p50: number; p99: number }
    errors: number
    non2xx: number
  }
  return {
    name,
    path: urlPath,
    requestsPerSecond: Math.round(report.requests.average),
    p50: report.latency.p50,
    p99: report.latency.p99,
    errors: report.errors + report.non2xx,
  }
}

/** Words of the demo articles' titles and excerpts, normalised as search does, each once. */
function searchVocabulary(count: number): string[] {
  const words = new Set<string>()
  for (const article of DEMO_ARTICLES) {
    for (const text of [article.titleGr, article.title, article.excerptGr, article.excerpt]) {
      for (const word of searchWords(text ?? '')) if (word.length >= 4) words.add(word)
    }
  }
  return [...words].slice(0, count)
}

/**
 * Searches one after another (one connection), each for words not searched before,
 * so no kept answer serves them: the latency of the word index itself.
 */
async function newSearches(name: string, words: string[]): Promise<Result> {
  const latencies: number[] = []
  // a connection of its own: one kept from before the autocannon runs may be long closed
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const get = (urlPath: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(`${BASE}${urlPath}`, { agent, headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
        res.resume()
        res.once('end', () => resolve(res.statusCode ?? 0))
      })
      req.once('error', reject)
    })
  const started = performance.now()
  let errors = 0
  for (const word of words) {
    const begin = performance.now()
    const status = await get(`/api/public/search?search=${encodeURIComponent(word)}`)
    if (status !== 200) errors++
    latencies.push(performance.now() - begin)
  }
  agent.destroy()
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!)
  return {
    name,
    path: '/api/public/search?search={a new word each time}',
    requestsPerSecond: Math.round(words.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    errors,
  }
}

/** The JavaScript a page loads at first (its module preloads and imports), gzipped, in KB. */
async function pageJavaScriptKb(urlPath: string): Promise<number> {
  const html = await (await fetch(`${BASE}${urlPath}`)).text()
  const sources = new Set<string>()
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) sources.add(match[1]!)
  for (const match of html.matchAll(/import(?:\s+[^"']*?\s+from)?\s*\(?"(\/assets\/[^"]+\.js)"/g))
    sources.add(match[1]!)
  let bytes = 0
  for (const source of sources) {
    bytes += gzipSync(Buffer.from(await (await fetch(`${BASE}${source}`)).arrayBuffer())).length
  }
  return Math.round(bytes / 102.4) / 10
}

async function withServer<T>(dataDir: string, pageCacheSeconds: number, work: () => T | Promise<T>): Promise<T> {
  const child = spawn(process.execPath, [path.join(ROOT, 'server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'error',
      PAGE_CACHE_SECONDS: String(pageCacheSeconds),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitReady()
    return await work()
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

ensureBuild()
const dataDir = mkdtempSync(path.join(tmpdir(), 'newsroom-bench-'))
process.stdout.write(`Preparing the newsroom with ${EXTRA_ARTICLES} extra articles...\n`)
const { articleSlug } = await prepareBenchData(dataDir, EXTRA_ARTICLES)
const search = encodeURIComponent('αθηνα')

const endpoints: [string, string][] = [
  ['GET /api/public/articles/latest', '/api/public/articles/latest'],
  ['GET /api/public/articles?limit=6&offset=6', '/api/public/articles?limit=6&offset=6'],
  ['GET /api/public/articles/featured', '/api/public/articles/featured'],
  ['GET /api/public/articles/trending', '/api/public/articles/trending'],
  ['GET /api/public/articles/{slug}', `/api/public/articles/${articleSlug}`],
  ['GET /api/public/categories', '/api/public/categories'],
  ['GET /api/public/settings', '/api/public/settings'],
  ['GET /api/public/categories/politiki/articles', '/api/public/categories/politiki/articles'],
  [`search over ${EXTRA_ARTICLES + 63} articles`, `/api/public/search?search=${search}`],
]
let javascript: { page: string; kilobytes: number }[] = []
const vocabulary = searchVocabulary(NEW_SEARCHES * 2)
const fresh = await withServer(dataDir, 0, async () => {
  javascript = [
    { page: 'home page', kilobytes: await pageJavaScriptKb('/') },
    { page: 'article page', kilobytes: await pageJavaScriptKb(`/articles/${articleSlug}`) },
    { page: 'search page', kilobytes: await pageJavaScriptKb(`/articles?search=${search}`) },
  ]
  return [
    load('home (fresh render)', '/'),
    load('article page (fresh render)', `/articles/${articleSlug}`),
    ...endpoints.map(([name, url]) => load(`${name} (fresh)`, url)),
    await newSearches('search, new words each time, 1 connection (fresh)', vocabulary.slice(0, NEW_SEARCHES)),
  ]
})
const cached = await withServer(dataDir, 5, async () => [
  load('home (page cache)', '/'),
  load('article page (page cache)', `/articles/${articleSlug}`),
  ...endpoints.map(([name, url]) => load(`${name} (cached)`, url)),
  await newSearches('search, new words each time, 1 connection (cached)', vocabulary.slice(NEW_SEARCHES)),
])

const results = [...fresh, ...cached]
const width = Math.max(...results.map((r) => r.name.length))
process.stdout.write(`\n${'endpoint'.padEnd(width)}  req/s   p50 ms  p99 ms  errors\n`)
for (const r of results) {
  process.stdout.write(
    `${r.name.padEnd(width)}  ${String(r.requestsPerSecond).padStart(5)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(6)}  ${r.errors}\n`,
  )
}
process.stdout.write('\nJavaScript loaded at first, gzipped:\n')
for (const { page, kilobytes } of javascript) process.stdout.write(`${page.padEnd(width)}  ${kilobytes} KB\n`)
mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true })
writeFileSync(
  path.join(ROOT, 'bench-results', 'latest.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      seconds: SECONDS,
      acceptEncoding: ACCEPT_ENCODING,
      results,
      javascript,
    },
    null,
    2,
  ),
)
rmSync(dataDir, { recursive: true, force: true })
