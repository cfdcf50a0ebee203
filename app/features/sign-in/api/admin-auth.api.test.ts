import { eq } from 'drizzle-orm'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { sessions, signInCodes, siteSettings, users } from '#db/schema/index.ts'
import { getConfig, setConfig } from '#app/utils/config.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createStaffUser, STAFF_PASSWORD } from '#tests/support/staff.ts'
import { withSmtpSink } from '#tests/support/with-smtp-sink.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
const { sink } = withSmtpSink()

const login = (email: string, password: string, agent = request(app)) =>
  agent.post('/api/admin/login').send({ email, password })
const verify = (email: string, code: string, agent = request(app)) =>
  agent.post('/api/admin/verify-code').send({ email, code })

/** Password, then the mailed code: returns an agent holding the session cookie. */
async function signIn(email: string, password = STAFF_PASSWORD) {
  const agent = request.agent(app)
  const before = sink().mails.length
  expect((await login(email, password, agent)).body).toEqual({ requiresTwoFactor: true })
  const code = await sink().codeFor(email, { after: before })
  const res = await verify(email, code, agent)
  expect(res.body).toEqual({ success: true })
  return { agent, res }
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('POST /api/admin/login', () => {
  it('gives the same 401 for an unknown e-mail, a wrong password and an inactive account', async () => {
    await createStaffUser({ email: 'editor@example.com' })
    await createStaffUser({ email: 'gone@example.com', isActive: false })
    const unknown = await login('nobody@example.com', STAFF_PASSWORD)
    const wrong = await login('editor@example.com', 'not-the-password')
    const inactive = await login('gone@example.com', STAFF_PASSWORD)
    for (const res of [unknown, wrong, inactive]) {
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ message: 'Invalid email or password', code: 'auth.invalidCredentials' })
    }
  })

  it('asks for missing fields with 400', async () => {
    const res = await request(app).post('/api/admin/login').send({ email: '' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Email is required')
  })

  it('mails a 6-digit code in the user language, naming the site, and grants nothing yet', async () => {
    await getDb().update(siteSettings).set({ siteName: 'Palmos News' })
    await createStaffUser({ email: 'editor@example.com' })
    await createStaffUser({ email: 'writer@example.com', preferredLanguage: 'en' })
    const res = await login('Editor@Example.com', STAFF_PASSWORD)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ requiresTwoFactor: true })
    expect(res.headers['set-cookie']).toBeUndefined()
    const greek = await sink().waitForMail('editor@example.com')
    expect(greek.subject).toBe('Palmos News: ο κωδικός σύνδεσής σας')
    expect(greek.text).toMatch(/\b\d{6}\b/)
    expect(greek.html).toContain('<p')
    await login('writer@example.com', STAFF_PASSWORD)
    expect((await sink().waitForMail('writer@example.com')).subject).toBe('Palmos News: your sign-in code')
  })

  it('sends a temporary password to the change step, without a code', async () => {
    await createStaffUser({ email: 'new@example.com', temporary: true })
    const before = sink().mails.length
    expect((await login('new@example.com', STAFF_PASSWORD)).body).toEqual({ requiresPasswordChange: true })
    expect(sink().mails.length).toBe(before)
  })
})

describe('POST /api/admin/verify-code', () => {
  it('signs in with the code: HttpOnly, SameSite=Lax session cookie; the user without secrets', async () => {
    const user = await createStaffUser({ email: 'editor@example.com' })
    const { agent, res } = await signIn('editor@example.com')
    const cookie = res.headers['set-cookie']![0]!
    expect(cookie).toMatch(/^newsroom_session=[\w-]{40,};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toContain('Secure')
    const me = await agent.get('/api/admin/current-user')
    expect(me.status).toBe(200)
    expect(me.body).toEqual({
      id: user.id,
      email: 'editor@example.com',
      firstName: user.firstName,
      lastName: user.lastName,
      nickname: null,
      role: 'editor',
      profileImageUrl: null,
      preferredLanguage: 'gr',
    })
    expect((await agent.get('/api/auth/user')).body).toEqual(me.body)
    // the table keeps a hash of the token only
    const [stored] = await getDb().select().from(sessions)
    expect(cookie).not.toContain(stored!.id)
  })

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const config = getConfig()
    setConfig({ ...config, publicUrl: 'https://news.example.com' })
    try {
      await createStaffUser({ email: 'editor@example.com' })
      const { res } = await signIn('editor@example.com')
      expect(res.headers['set-cookie']![0]).toContain('Secure')
    } finally {
      setConfig(config)
    }
  })

  it('takes a code once only', async () => {
    await createStaffUser({ email: 'editor@example.com' })
    await login('editor@example.com', STAFF_PASSWORD)
    const code = await sink().codeFor('editor@example.com')
    expect((await verify('editor@example.com', code)).status).toBe(200)
    const again = await verify('editor@example.com', code)
    expect(again.status).toBe(401)
    expect(again.body).toEqual({ message: 'Invalid or expired verification code', code: 'auth.invalidCode' })
  })

  it('replaces the code when asked again', async () => {
    await createStaffUser({ email: 'editor@example.com' })
    const start = sink().mails.length
    await login('editor@example.com', STAFF_PASSWORD)
    const first = await sink().codeFor('editor@example.com', { after: start })
    await login('editor@example.com', STAFF_PASSWORD)
    const second = await sink().codeFor('editor@example.com', { after: start + 1 })
    if (first !== second) expect((await verify('editor@example.com', first)).status).toBe(401)
    expect((await verify('editor@example.com', second)).status).toBe(200)
  })

  it('refuses an expired code', async () => {
    const user = await createStaffUser({ email: 'editor@example.com' })
    await login('editor@example.com', STAFF_PASSWORD)
    const code = await sink().codeFor('editor@example.com')
    await getDb()
      .update(signInCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInCodes.userId, user.id))
    expect((await verify('editor@example.com', code)).status).toBe(401)
  })

  it('kills the code after 5 wrong tries', async () => {
    await createStaffUser({ email: 'editor@example.com' })
    await login('editor@example.com', STAFF_PASSWORD)
    const code = await sink().codeFor('editor@example.com')
    for (let i = 0; i < 5; i++) expect((await verify('editor@example.com', wrongCode(code))).status).toBe(401)
    // the code itself is gone, and the e-mail is locked out for a while as well
    expect(await getDb().select().from(signInCodes)).toHaveLength(0)
    expect((await verify('editor@example.com', code)).status).toBe(429)
  })

  it('refuses a code that is not 6 digits with 400', async () => {
    const res = await verify('editor@example.com', '12ab56')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('The code is 6 digits')
  })

  it('gives a new session id at every sign-in', async () => {
    await createStaffUser({ email: 'editor@example.com' })
    const one = await signIn('editor@example.com')
    const two = await signIn('editor@example.com')
    expect(one.res.headers['set-cookie']![0]).not.toBe(two.res.headers['set-cookie']![0])
  })

  it('ends this browser’s earlier session when a code signs in, not when a code is wrong', async () => {
    await createStaffUser({ email: 'editor@example.com' })
    const { agent } = await signIn('editor@example.com')
    // a second sign-in in another tab of the same browser, with a mistyped code
    const before = sink().mails.length
    await login('editor@example.com', STAFF_PASSWORD, agent)
    const code = await sink().codeFor('editor@example.com', { after: before })
    expect((await verify('editor@example.com', wrongCode(code), agent)).status).toBe(401)
    expect((await agent.get('/api/admin/current-user')).status).toBe(200)
    expect((await verify('editor@example.com', code, agent)).status).toBe(200)
    expect(await getDb().select().from(sessions)).toHaveLength(1)
  })
})

describe('sessions', () => {
  it('end on the server at logout: the old cookie is refused', async () => {
    await createStaffUser({ email: 'editor@example.com' })
    const { agent, res } = await signIn('editor@example.com')
    const oldCookie = res.headers['set-cookie']![0]!.split(';')[0]!
    const out = await agent.post('/api/admin/logout')
    expect(out.status).toBe(200)
    expect(out.headers['set-cookie']![0]).toMatch(/newsroom_session=;.*Expires=Thu, 01 Jan 1970/)
    const replay = await request(app).get('/api/admin/current-user').set('Cookie', oldCookie)
    expect(replay.status).toBe(401)
    expect(replay.body).toEqual({ message: 'Unauthorized', code: 'http.unauthorized' })
    expect(await getDb().select().from(sessions)).toHaveLength(0)
  })

  it('expire after 7 days without use, and end when the user is deactivated', async () => {
    const user = await createStaffUser({ email: 'editor@example.com' })
    const { agent } = await signIn('editor@example.com')
    await getDb()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
    expect((await agent.get('/api/admin/current-user')).status).toBe(401)
    const second = await signIn('editor@example.com')
    await getDb().update(users).set({ isActive: false }).where(eq(users.id, user.id))
    expect((await second.agent.get('/api/admin/current-user')).status).toBe(401)
  })

  it('GET /api/login sends the browser to /admin; /api/auth/user is 401 without a session', async () => {
    const res = await request(app).get('/api/login')
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe('/admin')
    expect((await request(app).get('/api/auth/user')).status).toBe(401)
  })
})

describe('POST /api/admin/change-temp-password', () => {
  it('replaces the temporary password; then the user signs in with the new one', async () => {
    await createStaffUser({ email: 'new@example.com', temporary: true, password: 'Temp-pass-123' })
    const change = (body: object) => request(app).post('/api/admin/change-temp-password').send(body)
    const base = { email: 'new@example.com', currentPassword: 'Temp-pass-123' }

    expect((await change({ ...base, newPassword: 'short' })).body).toEqual({
      message: 'Password must be at least 8 characters long',
      code: 'auth.passwordTooShort',
      errors: { newPassword: 'Password must be at least 8 characters long' },
      fieldCodes: { newPassword: 'auth.passwordTooShort' },
    })
    expect((await change({ ...base, newPassword: 'Temp-pass-123' })).status).toBe(400)
    expect((await change({ ...base, currentPassword: 'wrong-one', newPassword: 'A-new-pass-1' })).status).toBe(401)

    const ok = await change({ ...base, newPassword: 'A-new-pass-1' })
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ success: true, message: expect.any(String) })
    expect(ok.headers['set-cookie']).toBeUndefined()

    expect((await login('new@example.com', 'Temp-pass-123')).status).toBe(401)
    await signIn('new@example.com', 'A-new-pass-1')
    // and it is not temporary any more
    expect(
      (await change({ email: 'new@example.com', currentPassword: 'A-new-pass-1', newPassword: 'Another-1' })).status,
    ).toBe(400)
  })
})

describe('brute force', () => {
  it('locks an e-mail out after 5 failures with 429, and not the others behind the same address', async () => {
    await createStaffUser({ email: 'editor@example.com' })
    await createStaffUser({ email: 'colleague@example.com' })
    for (let i = 0; i < 5; i++) expect((await login('editor@example.com', `wrong-${i}`)).status).toBe(401)
    const locked = await login('editor@example.com', STAFF_PASSWORD)
    expect(locked.status).toBe(429)
    expect(locked.type).toBe('application/json')
    expect(locked.body.message).toMatch(/^Too many failed attempts\. Please try again in \d+ minutes?\.$/)
    expect((await login('colleague@example.com', STAFF_PASSWORD)).status).toBe(200)
  })

  it('does not count successful sign-ins', async () => {
    await createStaffUser({ email: 'editor@example.com' })
    for (let i = 0; i < 7; i++) expect((await login('editor@example.com', STAFF_PASSWORD)).status).toBe(200)
  })

  it('locks a client address out after 50 failures', async () => {
    await createStaffUser({ email: 'editor@example.com' })
    for (let i = 0; i < 50; i++) await login(`nobody${i}@example.com`, 'wrong')
    expect((await login('editor@example.com', STAFF_PASSWORD)).status).toBe(429)
  })
})

describe('cross-site requests', () => {
  it('refuses a state-changing call from another origin, and bodies that are not JSON', async () => {
    await createStaffUser({ email: 'editor@example.com' })
    const evil = await request(app)
      .post('/api/admin/login')
      .set('Origin', 'https://evil.example')
      .send({ email: 'editor@example.com', password: STAFF_PASSWORD })
    expect(evil.status).toBe(403)
    expect(evil.body).toEqual({ message: 'Cross-site request refused', code: 'http.crossSite' })
    const byReferer = await request(app).post('/api/admin/logout').set('Referer', 'https://evil.example/page')
    expect(byReferer.status).toBe(403)
    const own = await request(app)
      .post('/api/admin/login')
      .set('Origin', getConfig().publicUrl)
      .send({ email: 'editor@example.com', password: STAFF_PASSWORD })
    expect(own.status).toBe(200)
    const form = await request(app)
      .post('/api/admin/login')
      .type('form')
      .send({ email: 'editor@example.com', password: STAFF_PASSWORD })
    expect(form.status).toBe(415)
  })
})
