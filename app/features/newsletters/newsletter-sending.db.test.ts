import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { newsletterDeliveries, newsletters, subscriptions } from '#db/schema/index.ts'
import { getConfig, setConfig } from '#app/utils/config.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { withSmtpSink } from '#tests/support/with-smtp-sink.ts'
import { sendNewsletterBatch } from './newsletter-delivery.server.ts'
import { beginSending } from './newsletter-sending.server.ts'

const { sink } = withSmtpSink()
beforeAll(() => setConfig({ ...getConfig(), mailRatePerMinute: 6000, publicUrl: 'https://news.example' }))

let articleIds: number[]
beforeEach(async () => {
  sink().mails.length = 0
  sink().refusals.clear()
  const category = await createCategory({ slug: 'politiki', name: 'Πολιτική', nameEn: 'Politics' })
  const first = await createArticle({
    categoryId: category.id,
    slug: 'elections-called',
    title: 'Snap elections called for June',
    titleGr: 'Πρόωρες εκλογές τον Ιούνιο',
    excerpt: 'The prime minister asked for a new mandate.',
    excerptGr: 'Ο πρωθυπουργός ζήτησε νέα εντολή.',
    featuredImageUrl: '/objects/uploads/ballot.webp',
  })
  const second = await createArticle({ categoryId: category.id, slug: 'budget-passed', title: 'Budget passed' })
  articleIds = [first.id, second.id]
})

async function subscribe(
  email: string,
  language: 'gr' | 'en',
  status: 'active' | 'unsubscribed' | 'pending' = 'active',
) {
  const [row] = await getDb().insert(subscriptions).values({ email, language, status }).returning()
  return row!
}

async function createIssue() {
  const [row] = await getDb()
    .insert(newsletters)
    .values({ subject: 'This week', subjectGr: 'Αυτή την εβδομάδα', intro: 'Hello', introGr: 'Γεια σας', articleIds })
    .returning()
  return row!.id
}

const issue = async (id: number) => (await getDb().select().from(newsletters).where(eq(newsletters.id, id)))[0]!
const mailsTo = (email: string) => sink().mails.filter((mail) => mail.to.includes(email))

describe('sending a newsletter issue', () => {
  it('sends it once to each active subscriber, in their language, and refuses a second send', async () => {
    await subscribe('maria@example.gr', 'gr')
    await subscribe('john@example.com', 'en')
    await subscribe('left@example.com', 'gr', 'unsubscribed')
    await subscribe('waiting@example.com', 'en', 'pending')
    const id = await createIssue()

    expect(await beginSending(id)).toBe(true)
    await expect(beginSending(id)).rejects.toMatchObject({ status: 409, code: 'newsletter.alreadySending' })
    expect(await sendNewsletterBatch(id, { owner: 'test' })).toEqual({ kind: 'done' })

    const [greek] = mailsTo('maria@example.gr')
    const [english] = mailsTo('john@example.com')
    expect(sink().mails).toHaveLength(2)
    expect(greek!.subject).toBe('Αυτή την εβδομάδα')
    expect(greek!.html).toContain('Πρόωρες εκλογές τον Ιούνιο')
    expect(greek!.html).toContain('href="https://news.example/articles/elections-called"')
    expect(greek!.html).toContain('src="https://news.example/objects/uploads/ballot.webp"')
    expect(greek!.text).toContain('Ο πρωθυπουργός ζήτησε νέα εντολή.')
    expect(english!.subject).toBe('This week')
    expect(english!.html).toContain('Snap elections called for June')
    expect(english!.text).toContain('https://news.example/articles/budget-passed?lang=en')
    expect(english!.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/news\.example\/api\/public\/subscriptions\/one-click\?email=john%40example\.com&token=/,
    )
    expect(english!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    expect(await issue(id)).toMatchObject({ status: 'sent', recipients: 2, sent: 2, failed: 0, unknown: 0 })
    await expect(beginSending(id)).rejects.toMatchObject({ status: 409, code: 'newsletter.alreadySent' })
  })

  it('never sends again a mail a stopped sender handed to SMTP, and counts it as unknown', async () => {
    await subscribe('one@example.com', 'gr')
    await subscribe('two@example.com', 'gr')
    await subscribe('three@example.com', 'en')
    const id = await createIssue()
    await beginSending(id)
    // the state a process killed right after SMTP accepted one@'s mail leaves behind
    await getDb()
      .update(newsletterDeliveries)
      .set({ status: 'handing', attempts: 1 })
      .where(eq(newsletterDeliveries.email, 'one@example.com'))
    await getDb()
      .update(newsletters)
      .set({ sendLeaseOwner: 'stopped', sendLeaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(newsletters.id, id))

    // while the stopped sender's hold runs, nobody else sends
    expect(await sendNewsletterBatch(id, { owner: 'restarted' })).toEqual({ kind: 'busy' })
    expect(sink().mails).toHaveLength(0)

    await getDb()
      .update(newsletters)
      .set({ sendLeaseUntil: new Date(Date.now() - 1000) })
      .where(eq(newsletters.id, id))
    expect(await sendNewsletterBatch(id, { owner: 'restarted' })).toEqual({ kind: 'done' })
    expect(mailsTo('one@example.com')).toHaveLength(0)
    expect(mailsTo('two@example.com')).toHaveLength(1)
    expect(mailsTo('three@example.com')).toHaveLength(1)
    expect(await issue(id)).toMatchObject({ status: 'sent', recipients: 3, sent: 2, unknown: 1 })
  })

  it('tries a temporary refusal again later, and suppresses an address after three permanent failures', async () => {
    await subscribe('busy@example.com', 'gr')
    const bouncing = await subscribe('gone@example.com', 'gr')
    await getDb().update(subscriptions).set({ failureStreak: 2 }).where(eq(subscriptions.id, bouncing.id))
    sink().refusals.set('busy@example.com', 451)
    sink().refusals.set('gone@example.com', 550)
    const id = await createIssue()
    await beginSending(id)

    const outcome = await sendNewsletterBatch(id, { owner: 'test' })
    expect(outcome.kind).toBe('more')
    const [gone] = await getDb().select().from(subscriptions).where(eq(subscriptions.id, bouncing.id))
    expect(gone).toMatchObject({ failureStreak: 3 })
    expect(gone!.suppressedAt).toBeInstanceOf(Date)
    expect(await issue(id)).toMatchObject({ status: 'sending', failed: 1, sent: 0 })

    // the busy mailbox accepts when the retry comes
    sink().refusals.delete('busy@example.com')
    await getDb()
      .update(newsletterDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterDeliveries.email, 'busy@example.com'))
    expect(await sendNewsletterBatch(id, { owner: 'test' })).toEqual({ kind: 'done' })
    expect(mailsTo('busy@example.com')).toHaveLength(1)
    expect(await issue(id)).toMatchObject({ status: 'sent', sent: 1, failed: 1 })

    // a suppressed address is not a recipient of the next issue
    const next = await createIssue()
    await beginSending(next)
    expect(await issue(next)).toMatchObject({ recipients: 1 })
  })

  it('leaves out an address that unsubscribed after the send began', async () => {
    await subscribe('stays@example.com', 'gr')
    const leaving = await subscribe('leaves@example.com', 'en')
    const id = await createIssue()
    await beginSending(id)
    await getDb().update(subscriptions).set({ status: 'unsubscribed' }).where(eq(subscriptions.id, leaving.id))
    await sendNewsletterBatch(id, { owner: 'test' })
    expect(mailsTo('leaves@example.com')).toHaveLength(0)
    expect(await issue(id)).toMatchObject({ status: 'sent', recipients: 1, sent: 1 })
  })
})
