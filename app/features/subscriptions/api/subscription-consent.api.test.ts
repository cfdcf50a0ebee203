import request from 'supertest'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { siteSettings, subscriptions } from '#db/schema/index.ts'
import { getConfig, setConfig } from '#app/utils/config.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { beginSending } from '#app/features/newsletters/newsletter-sending.server.ts'
import { newsletters } from '#db/schema/index.ts'
import { withSmtpSink } from '#tests/support/with-smtp-sink.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
const { sink } = withSmtpSink()
const subscribe = (body: object) => request(app).post('/api/public/subscriptions').send(body)
const confirm = (body: object) => request(app).post('/api/public/subscriptions/confirm').send(body)
const rowOf = async (email: string) =>
  (await getDb().select().from(subscriptions).where(eq(subscriptions.email, email)))[0]!

const turnOptInOn = () =>
  getDb().update(siteSettings).set({ newsletterConfirmedOptIn: true }).where(eq(siteSettings.id, 1))

beforeEach(() => {
  sink().mails.length = 0
})

describe('consent to the newsletter', () => {
  it('keeps the proof of consent: when, from which page, and the wording shown in that language', async () => {
    const res = await subscribe({ email: 'anna@example.gr', language: 'en', page: '/articles/budget-vote' })
    expect(res.status).toBe(201)
    const row = await rowOf('anna@example.gr')
    expect(row).toMatchObject({
      status: 'active',
      language: 'en',
      consentPage: '/articles/budget-vote',
      consentWording: 'Newsletter: The latest news in your inbox. [Subscribe]',
    })
    expect(row.consentAt).toBeInstanceOf(Date)
    // a page that is not a path is not kept, and does not stop the subscription
    expect((await subscribe({ email: 'nikos@example.gr', page: 'javascript:alert(1)' })).status).toBe(201)
    expect(await rowOf('nikos@example.gr')).toMatchObject({ consentPage: null, language: 'gr' })
    expect((await rowOf('nikos@example.gr')).consentWording).toContain('Οι τελευταίες ειδήσεις στο email σας.')
  })

  it('with confirmed opt-in on, keeps a new address pending, sends it nothing, until its link is followed', async () => {
    await turnOptInOn()
    const res = await subscribe({ email: 'eleni@example.gr', language: 'gr', page: '/' })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ message: expect.stringContaining('επιβεβαιώσετε'), pending: true })
    expect(await rowOf('eleni@example.gr')).toMatchObject({ status: 'pending', confirmedAt: null })

    const mail = await sink().waitForMail('eleni@example.gr')
    expect(mail.subject).toMatch(/^Επιβεβαιώστε την εγγραφή σας/)
    const link = new URL(/(http\S+\/subscribe\/confirm\S+)/.exec(mail.text)![1]!)
    const email = link.searchParams.get('email')!
    const token = link.searchParams.get('token')!

    // an issue sent meanwhile does not go to the pending address
    const [issue] = await getDb().insert(newsletters).values({ subject: 'Today', articleIds: [] }).returning()
    await beginSending(issue!.id)
    expect((await getDb().select().from(newsletters).where(eq(newsletters.id, issue!.id)))[0]).toMatchObject({
      recipients: 0,
    })

    expect((await confirm({ email, token: `${token}x` })).status).toBe(400)
    expect((await confirm({ email: 'other@example.gr', token })).body).toMatchObject({
      code: 'subscription.confirmLinkInvalid',
    })
    expect(await rowOf('eleni@example.gr')).toMatchObject({ status: 'pending' })

    const confirmed = await confirm({ email, token })
    expect(confirmed.status).toBe(200)
    const row = await rowOf('eleni@example.gr')
    expect(row.status).toBe('active')
    expect(row.confirmedAt).toBeInstanceOf(Date)
    // the welcome comes once confirmed
    expect((await sink().waitForMail('eleni@example.gr', { after: 1 })).subject).toMatch(/^Καλώς ήρθατε/)
  })

  it('an address that unsubscribed cannot be made active by an old confirmation link', async () => {
    await turnOptInOn()
    await subscribe({ email: 'kostas@example.gr' })
    const mail = await sink().waitForMail('kostas@example.gr')
    const link = new URL(/(http\S+\/subscribe\/confirm\S+)/.exec(mail.text)![1]!)
    await request(app).post('/api/public/subscriptions/unsubscribe').send({ email: 'kostas@example.gr' })
    const res = await confirm({ email: link.searchParams.get('email'), token: link.searchParams.get('token') })
    expect(res.status).toBe(400)
    expect(await rowOf('kostas@example.gr')).toMatchObject({ status: 'unsubscribed' })
  })
})

describe('the newsletter settings', () => {
  it('are saved by a super_admin, checked, and refused to an editor', async () => {
    const admin = await createStaffUser({ email: 'chief@example.com', role: 'super_admin' })
    const editor = await createStaffUser({ email: 'editor@example.com', role: 'editor' })
    const put = async (userId: number, body: object) =>
      request(app)
        .put('/api/admin/settings')
        .set('Cookie', await sessionCookieFor(userId))
        .send(body)
    const body = {
      newsletterDigestEnabled: true,
      newsletterDigestHour: 7,
      newsletterConfirmedOptIn: true,
      newsletterReplyTo: 'Desk@Example.com',
    }
    expect((await put(editor.id, body)).status).toBe(403)
    const bad = await put(admin.id, { ...body, newsletterDigestHour: 24 })
    expect(bad.status).toBe(400)
    expect(bad.body.fieldCodes).toEqual({ newsletterDigestHour: 'settings.digestHourInvalid' })
    expect((await put(admin.id, { ...body, newsletterReplyTo: 'not mail' })).status).toBe(400)
    const saved = await put(admin.id, body)
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ ...body, newsletterReplyTo: 'desk@example.com' })
  })
})

describe("the mail provider's complaint and bounce reports", () => {
  const TOKEN = 'feedback-token-0123456789abcdef'
  const report = (body: object, token?: string) => {
    const call = request(app).post('/api/public/subscriptions/feedback').send(body)
    return token ? call.set('Authorization', `Bearer ${token}`) : call
  }

  it('suppress the address at once, and exist only with MAIL_FEEDBACK_TOKEN', async () => {
    await subscribe({ email: 'angry@example.gr' })
    expect((await report({ email: 'angry@example.gr', kind: 'complaint' }, TOKEN)).status).toBe(404)
    setConfig({ ...getConfig(), mailFeedbackToken: TOKEN })
    try {
      expect((await report({ email: 'angry@example.gr', kind: 'complaint' })).status).toBe(401)
      expect((await report({ email: 'angry@example.gr', kind: 'complaint' }, `${TOKEN}x`)).status).toBe(401)
      expect((await report({ email: 'angry@example.gr', kind: 'spam' }, TOKEN)).body).toMatchObject({
        code: 'subscription.feedbackKindInvalid',
      })
      const res = await report({ email: 'Angry@Example.gr', kind: 'complaint' }, TOKEN)
      expect(res.body).toEqual({ suppressed: true })
      expect((await rowOf('angry@example.gr')).suppressionReason).toBe('complaint')
      const [issue] = await getDb().insert(newsletters).values({ subject: 'Today', articleIds: [] }).returning()
      await beginSending(issue!.id)
      const [sent] = await getDb().select().from(newsletters).where(eq(newsletters.id, issue!.id))
      expect(sent).toMatchObject({ recipients: 0 })
      expect((await report({ email: 'nobody@example.gr', kind: 'bounce' }, TOKEN)).body).toEqual({ suppressed: false })
    } finally {
      setConfig({ ...getConfig(), mailFeedbackToken: undefined })
    }
  })
})
