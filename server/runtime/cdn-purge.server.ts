import { getConfig } from '#app/utils/config.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { onePerProcess } from '#app/utils/one-per-process.server.ts'

/**
 * Tells a CDN in front of the site to forget addresses at once (CDN_PURGE_URL), after
 * a write that took something off them: an article unpublished, deleted or moved to
 * another slug, a category deleted. Edits that keep an address need no purge: pages
 * carry s-maxage=10 and API answers s-maxage=30, so a CDN refreshes them by itself.
 *
 * The body is Cloudflare's purge-by-URL body, `{"files": [absolute URLs]}`, with
 * `Authorization: Bearer CDN_PURGE_TOKEN` when one is set; other CDNs take it through
 * a small adapter (deploy/README.md). Sending never delays nor fails the write that
 * asked for it: it runs after the answer's work, retries a failure with backoff, and
 * logs a warning when it gives up.
 */

/** Cloudflare takes at most 100 URLs per call (developers.cloudflare.com/cache/how-to/purge-cache). */
const URLS_PER_REQUEST = 100
/** one attempt and then a retry after each of these pauses */
const RETRY_PAUSES_MS = [500, 1000, 2000]
const ATTEMPT_TIMEOUT_MS = 5000

const inFlight = onePerProcess('cdn-purges-in-flight', () => new Set<Promise<void>>())

export function cdnPurgeConfigured(): boolean {
  return getConfig().cdnPurge !== undefined
}

/**
 * Ask the CDN to forget these paths (absolute on PUBLIC_URL). Returns at once; the
 * promise settles when every request was delivered or given up, and never rejects.
 */
export function purgeFromCdn(paths: string[]): Promise<void> {
  const config = getConfig()
  const target = config.cdnPurge
  if (!target || paths.length === 0) return Promise.resolve()
  const urls = [...new Set(paths)].map((path) => `${config.publicUrl}${path}`)
  const batches: string[][] = []
  for (let i = 0; i < urls.length; i += URLS_PER_REQUEST) batches.push(urls.slice(i, i + URLS_PER_REQUEST))
  const sending = Promise.all(batches.map((files) => sendWithRetries(target, files))).then(() => undefined)
  inFlight.add(sending)
  void sending.finally(() => inFlight.delete(sending))
  return sending
}

/** Wait for the purges under way, at most `maxMs` (a process that stops lets them finish). */
export async function cdnPurgesSettled(maxMs: number): Promise<void> {
  if (inFlight.size === 0) return
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    Promise.all(inFlight),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, maxMs)
    }),
  ])
  clearTimeout(timer)
}

async function sendWithRetries(target: { url: string; token: string | undefined }, files: string[]): Promise<void> {
  let problem = ''
  for (let attempt = 0; attempt <= RETRY_PAUSES_MS.length; attempt++) {
    if (attempt > 0) await pause(RETRY_PAUSES_MS[attempt - 1]!)
    const outcome = await sendOnce(target, files)
    if (outcome.ok) {
      logger.debug({ urls: files.length, attempt: attempt + 1 }, 'CDN purge sent')
      return
    }
    problem = outcome.problem
    if (!outcome.worthRetrying) break
  }
  logger.warn(
    { purgeUrl: target.url, problem, urls: files },
    'The CDN did not take a purge: it keeps these addresses until they expire',
  )
}

type Outcome = { ok: true } | { ok: false; problem: string; worthRetrying: boolean }

async function sendOnce(target: { url: string; token: string | undefined }, files: string[]): Promise<Outcome> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (target.token) headers.Authorization = `Bearer ${target.token}`
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ files }),
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    })
    // the connection goes back to the pool only once the body is read
    await response.arrayBuffer().catch(() => undefined)
    if (response.ok) return { ok: true }
    // a refusal (a wrong token, a wrong address) stays a refusal; a busy or failing CDN may recover
    const worthRetrying = response.status >= 500 || response.status === 429 || response.status === 408
    return { ok: false, problem: `HTTP ${response.status}`, worthRetrying }
  } catch (error) {
    return { ok: false, problem: describe(error), worthRetrying: true }
  }
}

/** fetch's own message is "fetch failed"; the reason (refused, unknown host, timeout) is its cause */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
