import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { languageOfRequest } from '#app/i18n/language.server.ts'
import { SESSION_COOKIE } from '#app/modules/auth/session.server.ts'
import { contentKeyedMap } from '#app/utils/content-cache.server.ts'
import { readCookie } from '#app/utils/cookies.ts'
import {
  encodeForMany,
  encodeForOne,
  preferredEncoding,
  type EncodedBodies,
  type Encoding,
} from './content-encoding.ts'
import { securityHeaderValues } from '../security-headers.ts'

/**
 * The short-lived cache of public answers (pages and /api/public JSON): an answer is
 * kept PAGE_CACHE_SECONDS, per address and language, and dropped as soon as the
 * content version moves. Several processes each hold their own few seconds at most.
 * Entries are stored already compressed as well, and the outer server answers hits
 * before any middleware runs. Signed-in staff, the admin and writes never use it.
 */
export interface CachedResponse {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
  /** the body compressed: both encodings for kept entries, the reader's for others */
  encoded: EncodedBodies
  etag: string
  expires: number
}

const entries = contentKeyedMap<CachedResponse>('response-cache', 1000)

/** The cache key of a request, or null when its answer must not be shared. */
export function responseCacheKey(req: IncomingMessage, url = req.url ?? '/'): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  if (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?') || url.startsWith('/api/admin')) {
    return null
  }
  const cookies = req.headers.cookie
  if (readCookie(cookies, SESSION_COOKIE)) return null
  return `${languageOfRequest(url, cookies)}|${url}`
}

export function cachedResponse(key: string): CachedResponse | undefined {
  const entry = entries.get(key)
  return entry && entry.expires > Date.now() ? entry : undefined
}

/**
 * An answer with its ETag, kept for `seconds`. A kept answer is compressed once in
 * both encodings; one for a single reader in `forOne`'s encoding only, or not at all
 * (left to the compression middleware) when that is not given.
 */
export function prepareResponse(
  answer: { status: number; headers: OutgoingHttpHeaders; body: Buffer },
  seconds: number,
  options: { reused?: boolean; forOne?: Encoding } = {},
): CachedResponse {
  const reused = options.reused ?? seconds > 0
  return {
    ...answer,
    encoded: reused ? encodeForMany(answer.body) : encodeForOne(answer.body, options.forOne),
    etag: `W/"${createHash('sha1').update(answer.body).digest('base64url')}"`,
    expires: Date.now() + seconds * 1000,
  }
}

export function storeResponse(key: string, entry: CachedResponse): void {
  if (entry.expires <= Date.now()) return
  entries.set(key, entry)
}

/** Write a prepared answer: 304 on a matching If-None-Match, compressed as the client takes it. */
export function writeCachedResponse(req: IncomingMessage, res: ServerResponse, entry: CachedResponse): void {
  const headers: OutgoingHttpHeaders = {
    ...securityHeaderValues(),
    ...entry.headers,
    ETag: entry.etag,
    Vary: 'Cookie, Accept-Encoding',
  }
  if (req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  const encoding = preferredEncoding(req.headers['accept-encoding'])
  const encoded = encoding && entry.encoded[encoding]
  const body = encoded ?? entry.body
  headers['Content-Length'] = body.length
  if (encoded) headers['Content-Encoding'] = encoding
  res.writeHead(entry.status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** Answer from the cache when it holds this request; false when it does not. */
export function serveFromResponseCache(req: IncomingMessage, res: ServerResponse): boolean {
  const key = responseCacheKey(req)
  const entry = key === null ? undefined : cachedResponse(key)
  if (!entry) return false
  writeCachedResponse(req, res, entry)
  return true
}

/**
 * A public JSON answer with its ETag. With the response cache off, an answer that is
 * the very object the read cache holds (content-cache.server.ts) is serialised, hashed
 * and compressed once while it is kept: this map is keyed on those objects, so its
 * entries go when the read cache drops them at the next content change.
 */
const serialised = new WeakMap<object, CachedResponse>()

export function jsonAnswer(body: unknown, cacheControl: string, seconds: number): CachedResponse {
  const reusable = seconds <= 0 && typeof body === 'object' && body !== null
  const known = reusable ? serialised.get(body) : undefined
  if (known) return known
  const entry = prepareResponse(
    {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl },
      body: Buffer.from(JSON.stringify(body)),
    },
    seconds,
    { reused: seconds > 0 || reusable },
  )
  if (reusable) serialised.set(body, entry)
  return entry
}

/**
 * `derive` made once per source object the read cache keeps, so an answer shaped from
 * it is the same object each time and its JSON is serialised once too.
 */
export function keptAnswer<S extends object, T extends object>(derive: (source: S) => T): (source: S) => T {
  const answers = new WeakMap<S, T>()
  return (source) => {
    let answer = answers.get(source)
    if (!answer) {
      answer = derive(source)
      answers.set(source, answer)
    }
    return answer
  }
}
