import { createHash } from 'node:crypto'
import { EMBED_HOSTS } from '#app/utils/sanitize.server.ts'
import { SOCIAL_EMBED_SCRIPTS } from '#app/utils/social-embeds.ts'
import { getConfig, type RuntimeConfig } from '#app/utils/config.server.ts'

/**
 * The Content-Security-Policy of every HTML page, in one place.
 *
 * Scripts run only when the page itself wrote them: the SHA-256 of each of its inline
 * scripts (React Router's context, route modules and scroll restoration), computed from
 * the rendered bytes and sent with them, so a page kept by the response cache keeps its
 * bytes, its ETag and its policy. `'strict-dynamic'` lets those scripts load what they
 * import and the social-embed scripts the article page adds after 1 s; no host, no
 * wildcard and no `'unsafe-inline'` for scripts (`'self'` is only the fallback of
 * browsers older than CSP 3, which ignore `'strict-dynamic'`; newer ones ignore it).
 * The route modules the inline module script imports pass because React Router
 * preloads each of them (`<link rel="modulepreload">` is trusted by `'strict-dynamic'`,
 * a static import of an inline module is not): tests/e2e/every-screen.test.ts and
 * content-security-policy.db.test.ts fail if that ever changes.
 *
 * Styles allow `'unsafe-inline'`: the pages carry `style` attributes written on the
 * server (category colours, ad heights). Images may come from any https host (images
 * by address in articles and ads). Frames: our own (each ad's custom HTML, served with
 * a policy of its own: ad-frame.server.ts), and the video and embed hosts of the
 * stored-HTML allowlist, which also holds the editor's video preview hosts.
 */
export type PageArea = 'public' | 'admin'

export interface PolicyOptions {
  area: PageArea
  /** `sha256-…` of the page's inline scripts */
  scriptHashes: readonly string[]
  /** origins the browser reads and writes uploaded files at (an S3 bucket), besides our own */
  storageOrigins?: readonly string[]
  /**
   * the development server: Vite's hot reload imports modules the page does not
   * preload (which `'strict-dynamic'` would block), evaluates updates and talks over a
   * WebSocket, so there scripts may come inline or from our origin or any https host
   */
  development?: boolean
}

const SELF = "'self'"

export function buildContentSecurityPolicy(options: PolicyOptions): string {
  const storage = options.storageOrigins ?? []
  const embedScriptOrigins = [...new Set(SOCIAL_EMBED_SCRIPTS.map((src) => new URL(src).origin))]
  const directives: [string, readonly string[]][] = [
    ['default-src', [SELF]],
    [
      'script-src',
      options.development
        ? [SELF, "'unsafe-inline'", "'unsafe-eval'", 'https:']
        : [...options.scriptHashes.map((hash) => `'${hash}'`), "'strict-dynamic'", SELF],
    ],
    ['style-src', [SELF, "'unsafe-inline'"]],
    ['img-src', [SELF, 'data:', 'https:', ...storage]],
    ['font-src', [SELF]],
    ['connect-src', [SELF, ...storage, ...embedScriptOrigins, ...(options.development ? ['ws:', 'wss:'] : [])]],
    ['media-src', [SELF, ...storage]],
    // our own: ads' custom HTML, each a sandboxed document of its own (docs/decisions/017-ad-frames.md)
    ['frame-src', [SELF, ...EMBED_HOSTS.map((host) => `https://${host}`)]],
    ['object-src', ["'none'"]],
    ['base-uri', [SELF]],
    ['form-action', [SELF]],
    ['frame-ancestors', [options.area === 'admin' ? "'none'" : SELF]],
  ]
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ')
}

/** The admin's screens (never framed) or the reader's pages. */
export function pageAreaOf(pathname: string): PageArea {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'public'
}

/** Where the browser uploads and reads files when they live in an S3 bucket. */
export function storageOrigins(s3: RuntimeConfig['s3']): string[] {
  if (!s3) return []
  // S3_ENDPOINT: path-style addresses on that server; AWS: the bucket's own host,
  // or the regional host for bucket names the SDK cannot put in a host name
  if (s3.endpoint) return [new URL(s3.endpoint).origin]
  return [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`, `https://s3.${s3.region}.amazonaws.com`]
}

const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
/** `type` values the browser runs (HTML's JavaScript MIME types, and modules). */
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'text/jscript',
  'application/x-javascript',
])
const OPEN = Buffer.from('<script')
const CLOSE = Buffer.from('</script')
const LINE_FEED = 10
const CARRIAGE_RETURN = 13
const GREATER_THAN = 62

function runsAsScript(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false
  const type = TYPE_ATTRIBUTE.exec(attributes)
  return SCRIPT_TYPES.has(type ? (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase() : '')
}

/**
 * `sha256-…` of every inline script of the page that the browser would run (not those
 * with `src`, not data blocks such as JSON-LD), each once, in page order. A script's
 * hash is over its UTF-8 text as the parser hands it over (line ends made `\n`). The
 * bytes are searched for the tags as React writes them (lower case): a script written
 * otherwise gets no hash and is blocked, never allowed by mistake.
 */
export function inlineScriptHashes(html: Buffer | string): string[] {
  const bytes = typeof html === 'string' ? Buffer.from(html) : html
  const hashes = new Set<string>()
  let at = bytes.indexOf(OPEN)
  while (at !== -1) {
    const next = bytes[at + OPEN.length]
    const tagEnd = bytes.indexOf(GREATER_THAN, at)
    if (tagEnd === -1) break
    const end = bytes.indexOf(CLOSE, tagEnd)
    if (end === -1) break
    // `<script>` or `<script …>`, not `<scripts>`
    if (
      (next === GREATER_THAN || next === 32 || next === 9 || next === LINE_FEED) &&
      runsAsScript(bytes.toString('latin1', at + OPEN.length, tagEnd))
    ) {
      let content = bytes.subarray(tagEnd + 1, end)
      if (content.includes(CARRIAGE_RETURN)) {
        content = Buffer.from(content.toString('latin1').replace(/\r\n?/g, '\n'), 'latin1')
      }
      hashes.add(`sha256-${createHash('sha256').update(content).digest('base64')}`)
    }
    at = bytes.indexOf(OPEN, end + CLOSE.length)
  }
  return [...hashes]
}

/**
 * The policy of one rendered page (`html`: its bytes; null for an answer without a
 * body, such as HEAD, which then allows no inline script).
 */
export function pageContentSecurityPolicy(url: string, html: Buffer | null): string {
  const config = getConfig()
  const development = config.nodeEnv === 'development'
  return buildContentSecurityPolicy({
    area: pageAreaOf(new URL(url).pathname),
    scriptHashes: html && !development ? inlineScriptHashes(html) : [],
    storageOrigins: storageOrigins(config.s3),
    development,
  })
}
