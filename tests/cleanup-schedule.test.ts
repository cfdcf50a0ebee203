import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from './setup/test-database.ts'
import { freePort, spawnServer, waitUntilReady, type ServerProcess } from './support/server-process.ts'

/**
 * The server schedules the deletion of expired rows itself, from its start. The
 * schedule is shortened to half a second here (TEST_CLEANUP_EVERY_MS); its default
 * timing and the rows it deletes are tested in server/cleanup-schedule.db.test.ts.
 */
const started: ServerProcess[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()))
})

async function run(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer({
    PORT: String(await freePort()),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'newsroom-cleanup-')),
    SEED_DEMO: '0',
    TEST_CLEANUP_EVERY_MS: '500',
    ...env,
  })
  started.push(server)
  await waitUntilReady(server)
  return server
}

describe('the cleanup of expired rows in a running server', () => {
  it('runs on the embedded database and stops with the server', async () => {
    const server = await run({ LOG_LEVEL: 'debug' })
    await expect.poll(() => server.stdout(), { timeout: 10_000 }).toContain('Deleted expired rows')
    expect(await server.stop()).toBe(0)
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'deletes expired rows and keeps live ones on PostgreSQL, two processes at once',
    async () => {
      const database = await createPostgresDatabase('newsroom_cleanup')
      const client = new pg.Client({ connectionString: database.url })
      try {
        const env = { DATABASE_URL: database.url, SESSION_SECRET: 'x'.repeat(32) }
        const [first, second] = [await run(env), await run(env)]
        await client.connect()
        const minute = (n: number) => new Date(Date.now() + n * 60_000)
        await client.query(`INSERT INTO rate_limits (key, points, expire) VALUES ($1, 3, $2), ($3, 3, $4)`, [
          'signin-ip:203.0.113.1',
          minute(-1),
          'signin-ip:203.0.113.2',
          minute(15),
        ])
        await client.query(`INSERT INTO event_marks (key, expires_at) VALUES ($1, $2), ($3, $4)`, [
          'view:1|old|1',
          minute(-1),
          'view:1|new|2',
          minute(60),
        ])
        const keys = async (table: string) =>
          (await client.query<{ key: string }>(`SELECT key FROM ${table} ORDER BY key`)).rows.map((r) => r.key)
        await expect.poll(() => keys('rate_limits'), { timeout: 10_000 }).toEqual(['signin-ip:203.0.113.2'])
        await expect.poll(() => keys('event_marks'), { timeout: 10_000 }).toEqual(['view:1|new|2'])
        // both processes ran it; neither minded the other
        expect(first.stderr()).toBe('')
        expect(second.stderr()).toBe('')
        expect(await first.stop()).toBe(0)
        expect(await second.stop()).toBe(0)
      } finally {
        await client.end().catch(() => undefined)
        await database.drop()
      }
    },
  )
})
