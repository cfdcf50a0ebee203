import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuild } from '../scripts/ensure-build.js'
import { createPostgresDatabase } from './setup/test-database.ts'
import { freePort, spawnServer, waitUntilReady, type ServerProcess } from './support/server-process.ts'

/**
 * The production server with two render threads: public pages rendered there are the
 * site readers expect, and a content change written by anyone reaches every thread.
 */
const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'newsroom-threads-'))
const BUILD = path.resolve(import.meta.dirname, '..', 'build', 'server')

/** The addresses a render thread logged as rendered (at LOG_LEVEL=debug), with its thread id. */
function renderedOnThreads(stdout: string): { url: string; thread: number }[] {
  return stdout
    .split('\n')
    .filter((line) => line.includes('"Rendered on a render thread"'))
    .map((line) => JSON.parse(line) as { url: string; thread: number })
}

/** Every file of the build that `entry` loads, following its static and dynamic imports. */
function loadedFiles(entry: string): Map<string, string> {
  const files = new Map<string, string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    const code = readFileSync(file, 'utf8')
    files.set(file, code)
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      visit(path.resolve(path.dirname(file), specifier!))
    }
  }
  visit(entry)
  return files
}

async function startProduction(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer(
    { PORT: String(await freePort()), RENDER_WORKERS: '2', PAGE_CACHE_SECONDS: '0', ...env },
    { production: true },
  )
  await waitUntilReady(server)
  return server
}

beforeAll(() => ensureBuild(), 240_000)

describe('public pages rendered by render threads (embedded database)', () => {
  let server: ServerProcess
  beforeAll(async () => {
    server = await startProduction({ DATA_DIR: freshDataDir(), SEED_DEMO: '1', LOG_LEVEL: 'debug' })
  })
  afterAll(() => server.stop())

  it('serves the home page, a search and a missing article as the main thread would', async () => {
    const pages = await Promise.all(Array.from({ length: 12 }, () => fetch(`${server.url}/`)))
    for (const page of pages) {
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('data-section="breaking-news"')
    }
    // each of the twelve was rendered by a render thread, none by the main thread (id 0)
    await expect
      .poll(() => renderedOnThreads(server.stdout()).filter(({ url }) => url === `${server.url}/`).length)
      .toBe(12)
    expect(renderedOnThreads(server.stdout()).every(({ thread }) => thread > 0)).toBe(true)
    const search = await fetch(`${server.url}/articles?search=${encodeURIComponent('ΑΘΗΝΑ')}`)
    expect(search.status).toBe(200)
    expect(await search.text()).toMatch(/Βρέθηκαν \d+ άρθρα/)
    const missing = await fetch(`${server.url}/articles/no-such-article`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Το άρθρο δεν βρέθηκε')
    expect(server.stderr()).not.toMatch(/render thread/i)
  })

  it('compresses a page as the browser asks', async () => {
    const brotli = await fetch(`${server.url}/contact`, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    // fetch decodes it: the page arrives whole
    expect(await brotli.text()).toContain('</html>')
  })

  it("lets shared caches keep a reader's page but never one rendered for signed-in staff", async () => {
    const reader = await fetch(`${server.url}/contact`)
    expect(reader.headers.get('cache-control')).toContain('s-maxage=')
    const staff = await fetch(`${server.url}/contact`, { headers: { cookie: 'newsroom_session=a-staff-session' } })
    expect(staff.status).toBe(200)
    expect(staff.headers.get('cache-control')).toBe('private, no-store')
  })

  it('starts threads from their own entry, without the boot sequence or the demo content, which the main entry does not hold either', () => {
    const files = loadedFiles(path.join(BUILD, 'render-thread.js'))
    expect(files.has(path.join(BUILD, 'index.js'))).toBe(false)
    for (const code of files.values()) {
      expect(code).not.toContain('seedDemoContent')
      expect(code).not.toContain('printSignInBanner')
    }
    // the main entry holds the boot sequence and not the demo content, which only the
    // demo step the start is handed by name loads: the checks look for the right names
    const main = [...loadedFiles(path.join(BUILD, 'index.js')).values()].join('\n')
    expect(main).toContain('printSignInBanner')
    expect(main).not.toContain('seedDemoContent')
    const demoStep = [...loadedFiles(path.join(BUILD, 'demo-seed-step.js')).values()].join('\n')
    expect(demoStep).toContain('seedDemoContent')
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('render threads on PostgreSQL', () => {
  let server: ServerProcess
  let database: { url: string; drop: () => Promise<void> }
  beforeAll(async () => {
    database = await createPostgresDatabase('newsroom_threads')
    server = await startProduction({
      DATA_DIR: freshDataDir(),
      DATABASE_URL: database.url,
      SEED_DEMO: '1',
      SESSION_SECRET: 'render-threads-test-secret-render-threads',
    })
  })
  afterAll(async () => {
    await server?.stop()
    await database?.drop()
  })

  it('every thread shows a change written straight into the database', async () => {
    const homeTitles = async () =>
      Promise.all(
        Array.from(
          { length: 8 },
          async () => (await (await fetch(`${server.url}/`)).text()).match(/<title>([^<]*)/)?.[1],
        ),
      )
    expect(new Set(await homeTitles())).toEqual(new Set(['Palmos News']))
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    await client.query(`UPDATE site_settings SET site_name = 'Thread Times'`)
    await client.end()
    await expect.poll(async () => [...new Set(await homeTitles())], { timeout: 10_000 }).toEqual(['Thread Times'])
  })
})
