import { eq } from 'drizzle-orm'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { advertisements, articles } from '#db/schema/index.ts'
import { FAILURES_PER_ADDRESS } from '#app/features/sign-in/rate-limit.server.ts'
import { getConfig, setConfig, type RuntimeConfig } from '#app/utils/config.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { createStaffUser, STAFF_PASSWORD } from '#tests/support/staff.ts'
import { withSmtpSink } from '#tests/support/with-smtp-sink.ts'
import { createApiApp } from '../api-app.ts'

/**
 * TRUST_PROXY over real HTTP: supertest's requests come from 127.0.0.1, which plays
 * the load balancer; X-Forwarded-For and X-Forwarded-Proto are what it (or a client
 * pretending to be one) says.
 */
const app = createApiApp()
const { sink } = withSmtpSink()

/** Run this block's tests with TRUST_PROXY set to `value` (unset when undefined). */
function withTrustProxy(value: string | undefined) {
  let saved: RuntimeConfig
  beforeEach(() => {
    saved = getConfig()
    setConfig({ ...saved, trustProxy: parseEnv(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy })
  })
  afterEach(() => setConfig(saved))
}

const failedSignIn = (n: number, forwardedFor: string) =>
  request(app)
    .post('/api/admin/login')
    .set('X-Forwarded-For', forwardedFor)
    .send({ email: `nobody${n}@example.com`, password: 'wrong' })

async function viewCountAfterBeacons(forwardedFor: string[]): Promise<number> {
  const category = await createCategory()
  const article = await createArticle({ categoryId: category.id, slug: 'story' })
  for (const address of forwardedFor) {
    const res = await request(app)
      .post('/api/public/articles/story/view')
      .set('User-Agent', 'Same Browser')
      .set('X-Forwarded-For', address)
    expect(res.status).toBe(204)
  }
  const [row] = await getDb().select().from(articles).where(eq(articles.id, article.id))
  return row!.viewCount
}

async function adCountsAfter(forwardedFor: string[]): Promise<{ impressions: number; clicks: number }> {
  const [ad] = await getDb()
    .insert(advertisements)
    .values({ title: 'Ad', placement: 'homepage_banner', linkUrl: 'https://advertiser.example' })
    .returning()
  const from = { 'User-Agent': 'Same Browser' }
  for (const address of forwardedFor) {
    const headers = { ...from, 'X-Forwarded-For': address }
    expect((await request(app).post(`/api/public/advertisements/${ad!.id}/impression`).set(headers)).status).toBe(204)
    expect((await request(app).get(`/api/public/advertisements/${ad!.id}/click`).set(headers)).status).toBe(302)
  }
  const [row] = await getDb().select().from(advertisements).where(eq(advertisements.id, ad!.id))
  return { impressions: row!.impressionCount, clicks: row!.clickCount }
}

/** Sign in through password and mailed code with these headers; the session cookie set. */
async function sessionCookieVia(headers: Record<string, string>): Promise<string> {
  const user = await createStaffUser()
  const before = sink().mails.length
  const login = await request(app)
    .post('/api/admin/login')
    .set(headers)
    .send({ email: user.email, password: STAFF_PASSWORD })
  expect(login.body).toEqual({ requiresTwoFactor: true })
  const code = await sink().codeFor(user.email, { after: before })
  const verify = await request(app).post('/api/admin/verify-code').set(headers).send({ email: user.email, code })
  expect(verify.body).toEqual({ success: true })
  return verify.headers['set-cookie']![0]!
}

describe('TRUST_PROXY unset: the socket address is the client, whatever X-Forwarded-For says', () => {
  withTrustProxy(undefined)

  it('still locks the address out after 50 failed sign-ins with a different X-Forwarded-For each', async () => {
    for (let n = 0; n < FAILURES_PER_ADDRESS; n++) {
      expect((await failedSignIn(n, `203.0.113.${n + 1}`)).status).toBe(401)
    }
    const locked = await failedSignIn(FAILURES_PER_ADDRESS, '198.51.100.7')
    expect(locked.status).toBe(429)
    expect(locked.body.message).toMatch(/^Too many failed attempts/)
  })

  it('counts a view, an impression and a click once however X-Forwarded-For changes', async () => {
    expect(await viewCountAfterBeacons(['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toBe(1)
    expect(await adCountsAfter(['203.0.113.1', '203.0.113.2'])).toEqual({ impressions: 1, clicks: 1 })
  })

  it('does not take X-Forwarded-Proto for HTTPS: no Secure cookie on plain HTTP', async () => {
    expect(await sessionCookieVia({ 'X-Forwarded-Proto': 'https' })).not.toMatch(/;\s*Secure/i)
  })
})

describe('TRUST_PROXY naming the load balancer: limits and counts per real client', () => {
  withTrustProxy('127.0.0.1')

  it('locks out the client that failed 50 times, not another client behind the same proxy', async () => {
    // a client may prepend anything: only the address the trusted proxy added counts
    for (let n = 0; n < FAILURES_PER_ADDRESS; n++) {
      expect((await failedSignIn(n, `10.9.9.${n + 1}, 203.0.113.9`)).status).toBe(401)
    }
    expect((await failedSignIn(FAILURES_PER_ADDRESS, '203.0.113.9')).status).toBe(429)
    expect((await failedSignIn(FAILURES_PER_ADDRESS + 1, '203.0.113.10')).status).toBe(401)
  })

  it('counts views, impressions and clicks per client', async () => {
    expect(await viewCountAfterBeacons(['203.0.113.1', '203.0.113.2', '203.0.113.1'])).toBe(2)
    expect(await adCountsAfter(['203.0.113.1', '203.0.113.2'])).toEqual({ impressions: 2, clicks: 2 })
  })

  it('marks the session cookie Secure when the proxy says the client came over HTTPS', async () => {
    expect(await sessionCookieVia({ 'X-Forwarded-Proto': 'https' })).toMatch(/;\s*Secure/i)
    expect(await sessionCookieVia({})).not.toMatch(/;\s*Secure/i)
  })
})

describe('TRUST_PROXY as a hop count, or a list without this proxy', () => {
  describe('1 hop', () => {
    withTrustProxy('1')
    it('takes the address the nearest proxy saw', async () => {
      expect(await viewCountAfterBeacons(['203.0.113.1', '10.0.0.1, 203.0.113.2', '10.0.0.2, 203.0.113.1'])).toBe(2)
    })
  })

  describe('a list the socket address is not in', () => {
    withTrustProxy('10.0.0.0/8, 192.168.1.1')
    it('believes no X-Forwarded-For from an untrusted peer', async () => {
      expect(await viewCountAfterBeacons(['203.0.113.1', '203.0.113.2'])).toBe(1)
    })
  })
})
