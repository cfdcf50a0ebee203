import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, articles, newsletters, subscriptions } from '#db/schema/index.ts'
import { openDatabase, setDatabase, type DatabaseHandle } from '#app/utils/db.server.ts'
import { beginSending } from '#app/features/newsletters/newsletter-sending.server.ts'
import { freePort, spawnServer, waitUntilReady } from './support/server-process.ts'
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts'

/**
 * Issue 19: the process is killed in the middle of a newsletter send, right after SMTP
 * accepted a mail and before it was recorded (the test hook NEWSROOM_TEST_KILL_AFTER_MAILS).
 * Started again, it finishes the send: every active subscriber has exactly one copy, and
 * the mail whose fate was unknown at the kill is counted as such, not sent again.
 */
const SUBSCRIBERS = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@example.com`)

describe('a newsletter send killed midway', () => {
  let dataDir: string
  let sink: SmtpSink
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'newsroom-crash-'))
    sink = await startSmtpSink()
  })
  afterAll(async () => {
    await sink?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** The embedded database of DATA_DIR, opened by the test while no server runs. */
  async function withDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
    const database = await openDatabase({ dataDir })
    setDatabase(database)
    try {
      return await work(database)
    } finally {
      setDatabase(undefined)
      await database.close()
    }
  }

  it('finishes after a restart with one copy for each subscriber', async () => {
    const newsletterId = await withDatabase(async (database) => {
      await database.migrate()
      const { db } = database
      const [category] = await db
        .insert(categories)
        .values({ slug: 'oikonomia', name: 'Οικονομία', nameEn: 'Economy' })
        .returning()
      const [article] = await db
        .insert(articles)
        .values({
          slug: 'budget-vote',
          title: 'Budget vote tonight',
          titleGr: 'Ψηφίζεται απόψε ο προϋπολογισμός',
          content: '<p>Body</p>',
          status: 'published',
          publishedAt: new Date(Date.now() - 60_000),
          categoryId: category!.id,
        })
        .returning()
      await db.insert(subscriptions).values(SUBSCRIBERS.map((email) => ({ email, language: 'gr' })))
      const [issue] = await db
        .insert(newsletters)
        .values({ subject: 'Tonight', subjectGr: 'Απόψε', articleIds: [article!.id] })
        .returning()
      await beginSending(issue!.id)
      return issue!.id
    })

    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      SEED_DEMO: 'false',
      MAIL_RATE_PER_MINUTE: '600',
    }
    const killed = spawnServer({ ...env, PORT: String(await freePort()), NEWSROOM_TEST_KILL_AFTER_MAILS: '2' })
    const code = await Promise.race([
      killed.exited,
      new Promise((resolve) => setTimeout(() => resolve('alive'), 90_000)),
    ])
    expect(code, killed.stderr()).not.toBe('alive')
    expect(sink.mails).toHaveLength(2)

    const restarted = spawnServer({ ...env, PORT: String(await freePort()) })
    await waitUntilReady(restarted)
    const deadline = Date.now() + 60_000
    while (sink.mails.length < SUBSCRIBERS.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
    // a little longer: nothing more may arrive
    await new Promise((r) => setTimeout(r, 2000))
    await restarted.stop()

    for (const email of SUBSCRIBERS) {
      expect(
        sink.mails.filter((mail) => mail.to.includes(email)),
        email,
      ).toHaveLength(1)
    }
    const [issue] = await withDatabase((database) =>
      database.db.select().from(newsletters).where(eq(newsletters.id, newsletterId)),
    )
    expect(issue).toMatchObject({ status: 'sent', recipients: 6, sent: 5, failed: 0, unknown: 1 })
  }, 240_000)
})
