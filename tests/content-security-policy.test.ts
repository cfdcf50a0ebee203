import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuild } from '../scripts/ensure-build.js'
import { expectedScriptSources, parsePolicy } from './support/content-security-policy.ts'
import { freePort, spawnServer, waitUntilReady, type ServerProcess } from './support/server-process.ts'

/**
 * The production server (a render thread, the page cache on) sends every HTML page
 * with a Content-Security-Policy whose script hashes are exactly those of the bytes it
 * sends: fresh from the thread, again from the cache, on a 304, for the admin and for
 * a missing page.
 */
let server: ServerProcess

beforeAll(async () => {
  ensureBuild()
  server = spawnServer(
    {
      PORT: String(await freePort()),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'newsroom-csp-')),
      SEED_DEMO: '1',
      RENDER_WORKERS: '1',
      PAGE_CACHE_SECONDS: '30',
    },
    { production: true },
  )
  await waitUntilReady(server)
}, 240_000)
afterAll(() => server?.stop())

/** The page's policy, checked against its own inline scripts; returns its directives. */
async function expectPolicyOfItsOwnScripts(response: Response): Promise<Map<string, string[]>> {
  const html = await response.text()
  const policy = parsePolicy(response.headers.get('content-security-policy'))
  const scripts = expectedScriptSources(html)
  expect(scripts.length).toBeGreaterThan(0)
  expect(policy.get('script-src')).toEqual([...scripts, "'strict-dynamic'", "'self'"])
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(response.headers.get('permissions-policy')).toContain('camera=()')
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  return policy
}

describe('Content-Security-Policy of the pages the server sends', () => {
  it('a public page, fresh and then from the page cache, and its 304', async () => {
    const fresh = await fetch(`${server.url}/`)
    expect(fresh.status).toBe(200)
    const header = fresh.headers.get('content-security-policy')
    const etag = fresh.headers.get('etag')!
    expect((await expectPolicyOfItsOwnScripts(fresh)).get('frame-ancestors')).toEqual(["'self'"])

    const cached = await fetch(`${server.url}/`)
    expect(cached.headers.get('etag')).toBe(etag)
    expect(cached.headers.get('content-security-policy')).toBe(header)
    await expectPolicyOfItsOwnScripts(cached)

    const notModified = await fetch(`${server.url}/`, { headers: { 'if-none-match': etag } })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('content-security-policy')).toBe(header)
  })

  it('an article page, whose structured data is not a script to allow', async () => {
    const latest = (await (await fetch(`${server.url}/api/public/articles/latest`)).json()) as { slug: string }[]
    const page = await fetch(`${server.url}/articles/${latest[0]!.slug}?lang=en`)
    expect(page.status).toBe(200)
    const html = await page.clone().text()
    expect(html).toContain('application/ld+json')
    const policy = await expectPolicyOfItsOwnScripts(page)
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining(['https://www.youtube.com', 'https://player.vimeo.com']),
    )
  })

  it('the admin signed out: never framed', async () => {
    const admin = await fetch(`${server.url}/admin`)
    expect(admin.status).toBe(200)
    expect((await expectPolicyOfItsOwnScripts(admin)).get('frame-ancestors')).toEqual(["'none'"])
    expect(admin.headers.get('x-frame-options')).toBe('DENY')
  })

  it('a missing page', async () => {
    const missing = await fetch(`${server.url}/no-such-page`)
    expect(missing.status).toBe(404)
    await expectPolicyOfItsOwnScripts(missing)
  })

  it('no Strict-Transport-Security while PUBLIC_URL is http', async () => {
    expect((await fetch(`${server.url}/contact`)).headers.get('strict-transport-security')).toBeNull()
  })
})
