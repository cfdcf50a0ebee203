import { eq } from 'drizzle-orm'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { siteSettings, users } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createStaffUser, sessionCookieFor, STAFF_PASSWORD } from '#tests/support/staff.ts'
import { withSmtpSink } from '#tests/support/with-smtp-sink.ts'
import { createApiApp } from '#server/api-app.ts'

/**
 * Staff mails in the user's language: the admin's language switch is remembered on
 * the user (PUT /api/admin/profile/language), and the sign-in code mail is in the
 * language of the screen that asked for it, else in the remembered one.
 */
const app = createApiApp()
const { sink } = withSmtpSink()

const GREEK_SUBJECT = 'Palmos News: ο κωδικός σύνδεσής σας'
const ENGLISH_SUBJECT = 'Palmos News: your sign-in code'

const rememberLanguage = (cookie: string | undefined, body: unknown) => {
  const call = request(app).put('/api/admin/profile/language')
  return (cookie ? call.set('Cookie', cookie) : call).send(body as object)
}

const storedLanguage = async (id: number) =>
  (await getDb().select({ language: users.preferredLanguage }).from(users).where(eq(users.id, id)))[0]?.language

/** Step 1 of the sign-in, from a screen with this language cookie (none: a client that names no language). */
async function codeMailSubject(email: string, screenCookie?: string) {
  const before = sink().mails.length
  const call = request(app).post('/api/admin/login')
  const res = await (screenCookie ? call.set('Cookie', screenCookie) : call).send({ email, password: STAFF_PASSWORD })
  expect(res.body).toEqual({ requiresTwoFactor: true })
  const mail = await sink().waitForMail(email, { after: before })
  return { subject: mail.subject, text: mail.text, html: mail.html }
}

describe('PUT /api/admin/profile/language', () => {
  it('answers 401 without a session and changes nothing', async () => {
    const res = await rememberLanguage(undefined, { language: 'en' })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('http.unauthorized')
  })

  it('answers 400 in the error envelope for anything but gr or en', async () => {
    const user = await createStaffUser({ role: 'contributor' })
    const cookie = await sessionCookieFor(user.id)
    for (const body of [
      { language: 'el' },
      { language: 'EN' },
      { language: '' },
      { language: 3 },
      {},
      { lang: 'en' },
    ]) {
      const res = await rememberLanguage(cookie, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body).toMatchObject({ message: 'Language must be gr or en', code: 'user.languageInvalid' })
    }
    const extra = await rememberLanguage(cookie, { language: 'en', role: 'super_admin' })
    expect(extra.status).toBe(400)
    expect(await storedLanguage(user.id)).toBe('gr')
  })

  it('remembers the language on the signed-in user, whatever the role', async () => {
    const user = await createStaffUser({ role: 'contributor' })
    const cookie = await sessionCookieFor(user.id)
    const res = await rememberLanguage(cookie, { language: 'en' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ language: 'en' })
    expect(await storedLanguage(user.id)).toBe('en')
    expect((await rememberLanguage(cookie, { language: 'gr' })).body).toEqual({ language: 'gr' })
    expect(await storedLanguage(user.id)).toBe('gr')
  })
})

describe('the sign-in code mail', () => {
  it('follows the remembered language when the request names none', async () => {
    await getDb().update(siteSettings).set({ siteName: 'Palmos News' })
    const user = await createStaffUser({ email: 'anna@example.com' })
    const greek = await codeMailSubject('anna@example.com')
    expect(greek.subject).toBe(GREEK_SUBJECT)
    expect(greek.text).toContain('Ο κωδικός για να συνδεθείτε στο Palmos News είναι:')

    await rememberLanguage(await sessionCookieFor(user.id), { language: 'en' })
    const english = await codeMailSubject('anna@example.com')
    expect(english.subject).toBe(ENGLISH_SUBJECT)
    expect(english.text).toContain('Your code to sign in to Palmos News is:')
    expect(english.html).toContain('<html lang="en"')
  })

  it('is in the language of the screen that asked for it', async () => {
    await getDb().update(siteSettings).set({ siteName: 'Palmos News' })
    await createStaffUser({ email: 'greek@example.com', preferredLanguage: 'gr' })
    await createStaffUser({ email: 'english@example.com', preferredLanguage: 'en' })
    expect((await codeMailSubject('greek@example.com', 'newsroom_lang=en')).subject).toBe(ENGLISH_SUBJECT)
    expect((await codeMailSubject('english@example.com', 'newsroom_lang=gr')).subject).toBe(GREEK_SUBJECT)
    // a cookie naming no language of ours leaves the remembered one
    expect((await codeMailSubject('english@example.com', 'newsroom_lang=fr')).subject).toBe(ENGLISH_SUBJECT)
  })
})

describe('a new staff user', () => {
  it('starts with the language the admin who made the account works in', async () => {
    const admin = await createStaffUser({ role: 'super_admin', preferredLanguage: 'en' })
    const res = await request(app)
      .post('/api/admin/users')
      .set('Cookie', await sessionCookieFor(admin.id))
      .send({ firstName: 'Nikos', lastName: 'Papas', email: 'nikos@example.com', role: 'editor' })
    expect(res.status).toBe(201)
    expect(await storedLanguage(res.body.id as number)).toBe('en')
    // the admin's current screen wins over their remembered language
    const fromGreekScreen = await request(app)
      .post('/api/admin/users')
      .set('Cookie', `${await sessionCookieFor(admin.id)}; newsroom_lang=gr`)
      .send({ firstName: 'Eleni', lastName: 'Papa', email: 'eleni@example.com', role: 'editor' })
    expect(fromGreekScreen.status).toBe(201)
    expect(await storedLanguage(fromGreekScreen.body.id as number)).toBe('gr')
  })
})
