import http from 'node:http'
import { searchWords } from '#app/features/articles/search/search-index.server.ts'
import { DEMO_ARTICLES } from '#scripts/seed/demo-articles/index.ts'
import { ACCEPT_ENCODING } from './nginx-same-bytes.ts'

/** Words of the demo articles' titles and excerpts, normalised as search does, each once. */
export function searchVocabulary(count: number): string[] {
  const words = new Set<string>()
  for (const article of DEMO_ARTICLES) {
    for (const text of [article.titleGr, article.title, article.excerptGr, article.excerpt]) {
      for (const word of searchWords(text ?? '')) if (word.length >= 4) words.add(word)
    }
  }
  return [...words].slice(0, count)
}

export interface SearchResult {
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
}

/**
 * Searches one after another (one connection), each for words not searched before,
 * so no cached answer serves them: the latency of the word index itself.
 */
export async function newSearches(base: string, words: string[]): Promise<SearchResult> {
  const latencies: number[] = []
  // a connection of its own: one kept from before the load may be long closed
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const get = (urlPath: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(`${base}${urlPath}`, { agent, headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
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
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10
  return { requestsPerSecond: Math.round(words.length / seconds), p50: at(0.5), p99: at(0.99), errors }
}
