import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { subscriptions } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { unsubscribeToken } from '#app/features/subscriptions/subscriptions.server.ts'
import { withSmtpSink } from '#tests/support/with-smtp-sink.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
const { sink } = withSmtpSink()
const subscribe = (email: string, language?: string) =>
  request(app).post('/api/public/subscriptions').send({ email, language })
const unsubscribe = (body: object) => request(app).post('/api/public/subscriptions/unsubscribe').send(body)

describe('newsletter subscriptions', () => {
  it('subscribes once per address in any letter case, and says so', async () => {
    const first = await subscribe('Reader@Example.com', 'en')
    expect(first.status).toBe(201)
    expect(first.body).toEqual({ message: 'Successfully subscribed!' })
    const again = await subscribe('reader@example.COM', 'en')
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ message: 'You are already subscribed to the newsletter.' })
    expect(await getDb().select().from(subscriptions)).toHaveLength(1)
  })

  it('refuses an invalid e-mail with 400 in the reader’s language', async () => {
    const res = await subscribe('not-an-email')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Please enter a valid email')
  })

  it('mails a welcome with a signed one-click unsubscribe link that works', async () => {
    await subscribe('reader@example.com')
    const mail = await sink().waitForMail('reader@example.com')
    expect(mail.subject).toMatch(/^Καλώς ήρθατε στο ενημερωτικό δελτίο/)
    const token = unsubscribeToken('reader@example.com')
    expect(mail.text).toContain(`/unsubscribe?email=reader%40example.com&token=${token}`)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const oneClick = /<(.+)>/.exec(mail.headers['list-unsubscribe']!)![1]!
    const url = new URL(oneClick)
    const res = await request(app).post(`${url.pathname}${url.search}`).type('form').send('List-Unsubscribe=One-Click')
    expect(res.status).toBe(200)
    const [row] = await getDb().select().from(subscriptions)
    expect(row!.status).toBe('unsubscribed')
    expect(row!.unsubscribedAt).not.toBeNull()
    const forged = await request(app)
      .post('/api/public/subscriptions/one-click?email=reader%40example.com&token=forged')
      .type('form')
      .send('List-Unsubscribe=One-Click')
    expect(forged.status).toBe(400)
    // a link without its token is the same invalid link, in the catalogue's words
    const unsigned = await request(app)
      .post('/api/public/subscriptions/one-click?email=reader%40example.com')
      .type('form')
      .send('List-Unsubscribe=One-Click')
    expect([unsigned.status, unsigned.body.code]).toEqual([400, 'subscription.unsubscribeLinkInvalid'])
    expect(unsigned.body.message).toBe('This unsubscribe link is not valid.')
  })

  it('unsubscribes idempotently, and re-subscribing reactivates the same row', async () => {
    await subscribe('reader@example.com')
    expect((await unsubscribe({ email: 'READER@example.com' })).status).toBe(200)
    expect((await unsubscribe({ email: 'reader@example.com' })).status).toBe(200)
    expect((await unsubscribe({ email: 'stranger@example.com' })).status).toBe(200)
    expect((await unsubscribe({ email: 'reader@example.com', token: 'wrong' })).status).toBe(400)
    expect((await unsubscribe({})).body.message).toBe('No email address provided')
    const back = await subscribe('reader@example.com', 'en')
    expect(back.body.message).toBe('Welcome back! Your subscription is active again.')
    const rows = await getDb().select().from(subscriptions)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'active', unsubscribedAt: null })
  })
})
