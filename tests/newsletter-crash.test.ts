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
import { createStaffUser, sessionCookieFor } from './support/staff.ts'
import { waitFor } from './support/wait-for.ts'

/**
 * The process is killed in the middle of a newsletter send, right after SMTP
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
    const { id: newsletterId, editor } = await withDatabase(async (database) => {
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
      const editor = await sessionCookieFor((await createStaffUser({ role: 'editor' })).id)
      return { id: issue!.id, editor }
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
    // the send is over when the issue says so: every mail it sends was handed over by then
    await waitFor(
      'the issue to be sent',
      async () => {
        const answer = await fetch(`${restarted.url}/api/admin/newsletters/${newsletterId}`, {
          headers: { cookie: editor },
        })
        return answer.ok && ((await answer.json()) as { status: string }).status === 'sent'
      },
      { timeoutMs: 60_000, intervalMs: 200 },
    )
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
