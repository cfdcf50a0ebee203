import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { Agent, get } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from './setup/test-database.ts'
import { freePort, spawnServer, waitUntilReady, type ServerProcess } from './support/server-process.ts'

const started: ServerProcess[] = []
const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'newsroom-boot-'))

async function run(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer({ PORT: String(await freePort()), ...env })
  started.push(server)
  return server
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()))
})

describe('starting the server', () => {
  it('stops on a wrong PORT with one line naming it', async () => {
    const server = await run({ DATA_DIR: freshDataDir(), PORT: 'abc' })
    expect(await server.exited).toBe(1)
    expect(server.stderr().trim()).toBe(
      'Configuration error: PORT must be a whole number between 1 and 65535 (got "abc")',
    )
  })

  it('stops on a malformed DATABASE_URL with one line naming it', async () => {
    const server = await run({ DATA_DIR: freshDataDir(), DATABASE_URL: 'postgres//nowhere' })
    expect(await server.exited).toBe(1)
    const lines = server.stderr().trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^Configuration error: DATABASE_URL must be a postgres:\/\//)
  })

  it('refuses a second process on the same DATA_DIR', async () => {
    const dataDir = freshDataDir()
    const first = await run({ DATA_DIR: dataDir, SEED_DEMO: '0' })
    await waitUntilReady(first)
    const second = await run({ DATA_DIR: dataDir, SEED_DEMO: '0' })
    expect(await second.exited).toBe(1)
    expect(second.stderr().trim()).toMatch(
      new RegExp(`^DATA_DIR ${dataDir} is in use by another server process \\(pid \\d+\\); stop it first`),
    )
    // the first one is unharmed
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200)
  })

  it("shows the first super_admin's password even when the first start cannot listen", async () => {
    const taken = createServer().listen(0, '127.0.0.1')
    await once(taken, 'listening')
    try {
      const { port } = taken.address() as AddressInfo
      const server = await run({ DATA_DIR: freshDataDir(), SEED_DEMO: '0', PORT: String(port) })
      expect(await server.exited).toBe(1)
      expect(server.stderr()).toContain(`PORT ${port} is already in use`)
      expect(server.stdout()).toContain('Created the first super_admin: admin@localhost')
      expect(server.stdout()).toMatch(/Password: \S{16} {2}\(temporary/)
    } finally {
      taken.close()
    }
  })

  it('keeps an idle connection open past the time nginx keeps one (60 s), not 5 s', async () => {
    const server = await run({ DATA_DIR: freshDataDir(), SEED_DEMO: '0' })
    await waitUntilReady(server)
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const ask = () =>
      new Promise<{ reused: boolean; keepAlive: unknown }>((resolve, reject) => {
        const req = get(`${server.url}/healthz`, { agent }, (res) => {
          res.resume()
          res.on('end', () => resolve({ reused: req.reusedSocket, keepAlive: res.headers['keep-alive'] }))
        })
        req.on('error', reject)
      })
    try {
      expect((await ask()).keepAlive).toBe('timeout=65')
      await new Promise((resolve) => setTimeout(resolve, 6000))
      // the same connection, still open: no reset for a request sent on it now
      expect((await ask()).reused).toBe(true)
    } finally {
      agent.destroy()
    }
  })

  it('creates the first super_admin, seeds the demo once, and keeps every row across restarts', async () => {
    const dataDir = freshDataDir()
    const first = await run({ DATA_DIR: dataDir })
    await waitUntilReady(first)
    expect(first.stdout()).toContain('Created the first super_admin: admin@localhost')
    expect(first.stdout()).toMatch(/Password: \S{16} {2}\(temporary/)
    expect(first.stdout()).toContain('/admin')
    const categories = await (await fetch(`${first.url}/api/public/categories`)).json()
    const settings = await (await fetch(`${first.url}/api/public/settings`)).json()
    expect(categories.length).toBeGreaterThanOrEqual(14)
    expect(settings.breakingNewsArticles).toHaveLength(3)
    expect(settings.editorsPickArticles).toHaveLength(6)
    expect(await first.stop()).toBe(0)

    const second = await run({ DATA_DIR: dataDir })
    await waitUntilReady(second)
    expect(second.stdout()).not.toContain('Created the first super_admin')
    expect(await (await fetch(`${second.url}/api/public/categories`)).json()).toEqual(categories)
    expect(await (await fetch(`${second.url}/api/public/settings`)).json()).toEqual(settings)
  })

  it.runIf(process.env.TEST_DATABASE_URL)('does the same on PostgreSQL with DATABASE_URL', async () => {
    const database = await createPostgresDatabase('newsroom_boot')
    try {
      const env = {
        DATA_DIR: freshDataDir(),
        DATABASE_URL: database.url,
        SEED_DEMO: '1',
        ADMIN_EMAIL: 'chief@example.com',
        ADMIN_PASSWORD: 'a-long-password',
      }
      const first = await run(env)
      await waitUntilReady(first)
      expect(first.stdout()).toContain('Created the first super_admin: chief@example.com')
      expect(first.stdout()).toContain('Password: the ADMIN_PASSWORD you set')
      const settings = await (await fetch(`${first.url}/api/public/settings`)).json()
      expect(settings.siteName).toBe('Palmos News')
      expect(await first.stop()).toBe(0)

      const second = await run(env)
      await waitUntilReady(second)
      expect(second.stdout()).not.toContain('Created the first super_admin')
      expect(await (await fetch(`${second.url}/api/public/settings`)).json()).toEqual(settings)
      await second.stop()
    } finally {
      await database.drop()
    }
  })
})
