import { createHash } from 'node:crypto'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { EMBED_HOSTS } from '#app/utils/sanitize.server.ts'
import { getConfig, setConfig, type RuntimeConfig } from '#app/utils/config.server.ts'
import { parsePolicy } from '#tests/support/content-security-policy.ts'
import {
  buildContentSecurityPolicy,
  inlineScriptHashes,
  pageAreaOf,
  pageContentSecurityPolicy,
  storageOrigins,
} from './content-security-policy.ts'
import { securityHeaderValues, STRICT_TRANSPORT_SECURITY } from './security-headers.ts'

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

describe('inlineScriptHashes', () => {
  it('hashes each inline script the browser would run, as UTF-8, once, in page order', () => {
    const greek = 'window.title = "Αθήνα — ειδήσεις"'
    const html = `<!DOCTYPE html><html><head><script>let a = 1</script></head><body>
      <script type="module" async="">import "/assets/x.js"</script>
      <script>${greek}</script><script>let a = 1</script></body></html>`
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([
      sha256('let a = 1'),
      sha256('import "/assets/x.js"'),
      sha256(greek),
    ])
  })

  it('leaves out scripts with src and data blocks such as JSON-LD', () => {
    const html = `<script src="/assets/a.js"></script><script async src='/b.js'></script>
      <script type="application/ld+json">{"@context":"https://schema.org"}</script>
      <script data-src="x" type="text/javascript">run()</script>`
    expect(inlineScriptHashes(html)).toEqual([sha256('run()')])
  })

  it('hashes line ends as the HTML parser hands them over', () => {
    expect(inlineScriptHashes('<script>a()\r\nb()\rc()</script>')).toEqual([sha256('a()\nb()\nc()')])
  })

  it('gives no hash to a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([])
  })
})

describe('buildContentSecurityPolicy', () => {
  const hashes = [sha256('a()'), sha256('b()')]

  it('lets scripts run only by the hashes of the page and what they load', () => {
    const policy = parsePolicy(buildContentSecurityPolicy({ area: 'public', scriptHashes: hashes }))
    expect(policy.get('script-src')).toEqual([`'${hashes[0]}'`, `'${hashes[1]}'`, "'strict-dynamic'", "'self'"])
    for (const source of policy.get('script-src')!) {
      expect(source).not.toMatch(/unsafe|\*|^https?:$|^data:$/)
    }
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('default-src')).toEqual(["'self'"])
  })

  it('never lets the admin be framed; public pages only by the site itself', () => {
    expect(parsePolicy(buildContentSecurityPolicy({ area: 'admin', scriptHashes: [] })).get('frame-ancestors')).toEqual(
      ["'none'"],
    )
    expect(
      parsePolicy(buildContentSecurityPolicy({ area: 'public', scriptHashes: [] })).get('frame-ancestors'),
    ).toEqual(["'self'"])
  })

  it('allows images from any https host, and frames from the site itself (ads) and the video and embed hosts only', () => {
    const policy = parsePolicy(buildContentSecurityPolicy({ area: 'public', scriptHashes: [] }))
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:'])
    const frames = policy.get('frame-src')!
    expect(frames).toEqual(expect.arrayContaining(['https://www.youtube.com', 'https://player.vimeo.com']))
    expect(frames).toEqual(["'self'", ...EMBED_HOSTS.map((host) => `https://${host}`)])
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('lets pages talk to the bucket uploads go to', () => {
    const policy = parsePolicy(
      buildContentSecurityPolicy({ area: 'admin', scriptHashes: [], storageOrigins: ['http://127.0.0.1:9000'] }),
    )
    for (const directive of ['connect-src', 'img-src', 'media-src']) {
      expect(policy.get(directive)).toContain('http://127.0.0.1:9000')
    }
  })

  it('relaxes scripts for the development server, and still sends the rest', () => {
    const policy = parsePolicy(buildContentSecurityPolicy({ area: 'admin', scriptHashes: hashes, development: true }))
    expect(policy.get('script-src')).toContain("'unsafe-eval'")
    expect(policy.get('connect-src')).toContain('ws:')
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
  })
})

describe('the configuration around the policy', () => {
  let original: RuntimeConfig
  beforeAll(() => {
    original = getConfig()
  })
  afterEach(() => setConfig(original))

  it('names the S3 endpoint, or the AWS bucket hosts', () => {
    expect(storageOrigins(undefined)).toEqual([])
    const s3 = { bucket: 'news', region: 'eu-west-1', accessKeyId: undefined, secretAccessKey: undefined }
    expect(storageOrigins({ ...s3, endpoint: 'http://127.0.0.1:9000/' })).toEqual(['http://127.0.0.1:9000'])
    expect(storageOrigins({ ...s3, endpoint: undefined })).toEqual([
      'https://news.s3.eu-west-1.amazonaws.com',
      'https://s3.eu-west-1.amazonaws.com',
    ])
  })

  it("tells the admin's addresses from the reader's", () => {
    expect(pageAreaOf('/admin')).toBe('admin')
    expect(pageAreaOf('/admin/articles/3/edit')).toBe('admin')
    expect(pageAreaOf('/administration')).toBe('public')
    expect(pageAreaOf('/articles/admin')).toBe('public')
  })

  it("gives a rendered page its own scripts' hashes and the configured bucket", () => {
    setConfig({
      ...original,
      nodeEnv: 'production',
      s3: { bucket: 'b', region: 'r', endpoint: 'https://files.example', accessKeyId: 'k', secretAccessKey: 's' },
    })
    const policy = parsePolicy(
      pageContentSecurityPolicy('http://x.test/admin/media', Buffer.from('<script>go()</script>')),
    )
    expect(policy.get('script-src')).toContain(`'${sha256('go()')}'`)
    expect(policy.get('connect-src')).toContain('https://files.example')
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('sends Strict-Transport-Security only when PUBLIC_URL is https', () => {
    setConfig({ ...original, publicUrl: 'http://localhost:3000' })
    expect(securityHeaderValues()).not.toHaveProperty('Strict-Transport-Security')
    expect(securityHeaderValues()['Permissions-Policy']).toContain('camera=()')
    setConfig({ ...original, publicUrl: 'https://news.example' })
    expect(securityHeaderValues()['Strict-Transport-Security']).toBe(STRICT_TRANSPORT_SECURITY)
    expect(securityHeaderValues()['Cross-Origin-Opener-Policy']).toBe('same-origin')
  })
})
