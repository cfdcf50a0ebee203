import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { languageOfRequest } from '#app/i18n/language.server.ts'
import { readCookie, SESSION_COOKIE } from '#app/utils/cookies.ts'
import {
  encodeForMany,
  encodeForManyOffThread,
  encodeForOne,
  preferredEncoding,
  type EncodedBodies,
  type Encoding,
} from './content-encoding.ts'
import { securityHeaderValues } from './security-headers.ts'

/**
 * Public answers (pages and /api/public JSON) made ready to send many times: hashed
 * for their ETag and compressed once, with the exact header lines of each encoding
 * built on first use, so sending a cached answer is one write. Where they are kept, and
 * for how long, is page-cache.ts. Signed-in staff, the admin and writes never share.
 */
export interface CachedResponse {
  status: number
  headers: OutgoingHttpHeaders
  /** the bytes as they are; null once dropped from a cached answer that has them gzipped */
  body: Buffer | null
  /** how many bytes the body has, also once it is dropped */
  plainLength?: number
  /** the body compressed: both encodings for kept entries, the reader's for others */
  encoded: EncodedBodies
  etag: string
  expires: number
}

/** An answer just made, its plain bytes still at hand. */
export type MadeResponse = CachedResponse & { body: Buffer }

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

/** Whether the answer under this key is JSON of /api/public, which is never shown stale. */
export function isApiKey(key: string): boolean {
  return key.includes('|/api/')
}

interface Answer {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
}

function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`
}

/**
 * An answer with its ETag, kept for `seconds`. A cached answer is compressed once in
 * both encodings; one for a single reader in `forOne`'s encoding only, or not at all
 * (left to the compression middleware) when that is not given. This runs where pages
 * render, on a render thread; the main thread uses `prepareKeptResponse`.
 */
export function prepareResponse(
  answer: Answer,
  seconds: number,
  options: { reused?: boolean; forOne?: Encoding } = {},
): MadeResponse {
  const reused = options.reused ?? seconds > 0
  return {
    ...answer,
    encoded: reused ? encodeForMany(answer.body) : encodeForOne(answer.body, options.forOne),
    etag: etagOf(answer.body),
    expires: Date.now() + seconds * 1000,
  }
}

/** prepareResponse for many readers, compressed on libuv's threads: the event loop goes on meanwhile. */
export async function prepareKeptResponse(answer: Answer, seconds: number): Promise<MadeResponse> {
  return {
    ...answer,
    encoded: await encodeForManyOffThread(answer.body),
    etag: etagOf(answer.body),
    expires: Date.now() + seconds * 1000,
  }
}

/**
 * The answer as it is kept: without its plain bytes when it has them gzipped (a
 * client that takes no compression is rare; its copy is unzipped on demand), which
 * keeps a page in a third of the memory.
 */
export function compactForKeeping(entry: CachedResponse): CachedResponse {
  return entry.encoded.gzip && entry.encoded.br && entry.body
    ? { ...entry, body: null, plainLength: entry.body.length }
    : entry
}

/** The bytes an answer holds, to bound the memory of those kept. */
export function bytesOf(entry: CachedResponse): number {
  const encoded = (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0)
  return (entry.body?.length ?? 0) + encoded + 1024
}

/** The header lines of an answer in one encoding, built once per answer and encoding. */
const wire = new WeakMap<CachedResponse, Partial<Record<Encoding | 'identity', string[]>>>()

function wireHeaders(entry: CachedResponse, encoding: Encoding | 'identity'): string[] {
  let forms = wire.get(entry)
  if (!forms) wire.set(entry, (forms = {}))
  let lines = forms[encoding]
  if (!lines) {
    const headers: OutgoingHttpHeaders = {
      ...securityHeaderValues(),
      ...entry.headers,
      ETag: entry.etag,
      Vary: 'Cookie, Accept-Encoding',
      'Content-Length':
        encoding === 'identity' ? (entry.body?.length ?? entry.plainLength ?? 0) : entry.encoded[encoding]!.length,
    }
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    lines = []
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined) continue
      for (const one of Array.isArray(value) ? value : [value]) lines.push(name, String(one))
    }
    forms[encoding] = lines
  }
  return lines
}

/** Write a prepared answer: 304 on a matching If-None-Match, compressed as the client takes it. */
export function writeCachedResponse(req: IncomingMessage, res: ServerResponse, entry: CachedResponse): void {
  const encoding = preferredEncoding(req.headers['accept-encoding'])
  const encoded = encoding && entry.encoded[encoding]
  if (req.headers['if-none-match'] === entry.etag) {
    const lines = wireHeaders(entry, encoded ? encoding : 'identity')
    const notModified: string[] = []
    for (let i = 0; i < lines.length; i += 2) {
      if (lines[i] !== 'Content-Length') notModified.push(lines[i]!, lines[i + 1]!)
    }
    res.writeHead(304, notModified)
    res.end()
    return
  }
  const body = encoded ?? entry.body ?? gunzipSync(entry.encoded.gzip!)
  res.writeHead(entry.status, wireHeaders(entry, encoded ? encoding : 'identity'))
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * A public JSON answer with its ETag. With the response cache off, an answer that is
 * the very object the read cache holds (content-cache.server.ts) is serialised, hashed
 * and compressed once while it is kept: this map is keyed on those objects, so its
 * entries go when the read cache drops them at the next content change.
 */
const serialised = new WeakMap<object, Promise<CachedResponse>>()

export function jsonAnswer(body: unknown, cacheControl: string, seconds: number): Promise<CachedResponse> {
  const reusable = seconds <= 0 && typeof body === 'object' && body !== null
  const known = reusable ? serialised.get(body) : undefined
  if (known) return known
  const answer = prepareKeptResponse(
    {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl },
      body: Buffer.from(JSON.stringify(body)),
    },
    seconds,
  )
  if (reusable) serialised.set(body, answer)
  return answer
}

/**
 * `derive` made once per source object the read cache keeps, so an answer shaped from
 * it is the same object each time and its JSON is serialised once too.
 */
export function oncePerSource<S extends object, T extends object>(derive: (source: S) => T): (source: S) => T {
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
