import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, newsletters, subscriptions } from '#db/schema/index.ts'
import type { StaffUser } from '#app/features/auth/session.server.ts'
import { startJobQueue, type JobQueue } from '#app/utils/job-queue.server.ts'
import { getConfig, setConfig } from '#app/utils/config.server.ts'
import { getDatabaseHandle, getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { createStaffUser } from '#tests/support/staff.ts'
import { withSmtpSink } from '#tests/support/with-smtp-sink.ts'
import { forgetNewsletterQueue, startNewsletterJobs } from './newsletter-jobs.server.ts'
import { cancelScheduledNewsletter, createNewsletter, sendNewsletter } from './newsletters.server.ts'

const { sink } = withSmtpSink()
beforeAll(() => setConfig({ ...getConfig(), mailRatePerMinute: 6000 }))

let queue: JobQueue | undefined
afterEach(async () => {
  forgetNewsletterQueue()
  await queue?.stop({ graceful: false, wait: true })
  queue = undefined
})

const statusOf = async (id: number) =>
  (await getDb().select({ status: newsletters.status }).from(newsletters).where(eq(newsletters.id, id)))[0]?.status

describe('newsletters on the job queue', () => {
  it('sends a scheduled issue at its time, and not a cancelled one; both are in the audit log', async () => {
    queue = await startJobQueue(getDatabaseHandle())
    await startNewsletterJobs(queue, { onlyProcess: true })
    const actor = (await createStaffUser({ email: 'editor@example.com', role: 'editor' })) as unknown as StaffUser
    const category = await createCategory({ slug: 'kosmos' })
    const article = await createArticle({ categoryId: category.id })
    await getDb().insert(subscriptions).values({ email: 'reader@example.gr', language: 'gr' })
    const input = { subject: 'Evening', subjectGr: 'Βράδυ', intro: '', introGr: null, articleIds: [article.id] }
    const kept = await createNewsletter(actor, input)
    const cancelled = await createNewsletter(actor, { ...input, subject: 'Cancelled' })
    const at = new Date(Date.now() + 1500)
    expect(await sendNewsletter(actor, kept.id, { scheduledAt: at })).toMatchObject({ status: 'scheduled' })
    await sendNewsletter(actor, cancelled.id, { scheduledAt: at })
    expect(await cancelScheduledNewsletter(actor, cancelled.id)).toMatchObject({ status: 'draft', scheduledAt: null })

    await expect.poll(() => statusOf(kept.id), { timeout: 20_000, interval: 250 }).toBe('sent')
    expect(sink().mails.filter((mail) => mail.subject === 'Βράδυ')).toHaveLength(1)
    expect(await statusOf(cancelled.id)).toBe('draft')
    const actions = (await getDb().select({ action: auditLog.action }).from(auditLog)).map((row) => row.action).sort()
    expect(actions).toEqual(['newsletter.cancel', 'newsletter.schedule', 'newsletter.schedule'])
  })
})
