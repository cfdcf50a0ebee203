import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test'
import { englishAdminPage, signInToAdmin } from '../support/admin-sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL, E2E_MAIL_DIR } from '../support/e2e-env.ts'
import type { ReceivedMail } from '../support/smtp-sink.ts'
import { createStaffThroughApi, staffApi } from '../support/staff-api.ts'

/**
 * A newsletter through the browser: three subscribers (one reads in English,
 * one unsubscribed); an editor composes an issue of two articles in the Greek admin,
 * previews and sends it; the screen counts sent = 2, failed = 0; each active subscriber
 * got it once in their language, with working article links and one-click unsubscribe;
 * the unsubscribed one got nothing; a second send is refused. A compose with no article
 * is refused in the user's language and creates nothing.
 */
const stamp = Date.now()
const subjectEn = `Week in review ${stamp}`
const subjectGr = `Η εβδομάδα ${stamp}`
const readers = {
  greek: `greek-${stamp}@readers.test`,
  english: `english-${stamp}@readers.test`,
  gone: `gone-${stamp}@readers.test`,
}
const editor = { email: `newsletter-${stamp}@newsroom.test`, password: 'Newsletter-Pass-2026!' }

function newsletterMailsTo(email: string, prefix = ''): ReceivedMail[] {
  if (!existsSync(E2E_MAIL_DIR)) return []
  return readdirSync(E2E_MAIL_DIR)
    .map((file) => JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as ReceivedMail)
    .filter(
      (mail) => mail.to.includes(email) && (mail.subject === prefix + subjectEn || mail.subject === prefix + subjectGr),
    )
}

async function publish(api: APIRequestContext, n: number): Promise<{ slug: string; title: string; titleGr: string }> {
  const categories = (await (await api.get('/api/admin/categories')).json()) as { id: number }[]
  const article = { title: `Harbour news ${n} ${stamp}`, titleGr: `Νέα λιμανιού ${n} ${stamp}` }
  const created = await api.post('/api/admin/articles', {
    data: {
      ...article,
      content: '<p>The harbour.</p>',
      contentGr: '<p>Το λιμάνι.</p>',
      categoryId: categories[0]!.id,
      status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { slug } = (await created.json()) as { slug: string }
  return { slug, ...article }
}

/** Only this test's readers are subscribed: earlier tests' subscriptions are removed. */
async function subscribeReaders(admin: APIRequestContext): Promise<void> {
  const active = (await (await admin.get('/api/admin/subscriptions?status=active&limit=100')).json()) as {
    subscriptions: { id: number }[]
  }
  for (const { id } of active.subscriptions) await admin.delete(`/api/admin/subscriptions/${id}`)
  const reader = await request.newContext({ baseURL: E2E_BASE_URL })
  for (const [email, language] of [
    [readers.greek, undefined],
    [readers.english, 'en'],
    [readers.gone, 'gr'],
  ] as const) {
    const res = await reader.post('/api/public/subscriptions', { data: language ? { email, language } : { email } })
    expect(res.ok()).toBe(true)
  }
  expect((await reader.post('/api/public/subscriptions/unsubscribe', { data: { email: readers.gone } })).ok()).toBe(
    true,
  )
}

/** The admin's toasts, in Greek. */
const greekToasts = (page: Page) => page.getByRole('region', { name: /Ειδοποιήσεις/ })

async function pickArticle(page: Page, titleGr: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Άρθρο' }).fill(titleGr)
  await page.getByRole('option', { name: new RegExp(titleGr) }).click()
  await page.getByRole('button', { name: 'Προσθήκη', exact: true }).click()
}

test('an editor composes, previews and sends an issue; each active subscriber gets it once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const admin = await staffApi(baseURL!, ADMIN_EMAIL, ADMIN_PASSWORD)
  await createStaffThroughApi(admin, { firstName: 'Νίκη', lastName: 'Ταχυδρόμου', role: 'editor', ...editor })
  const first = await publish(admin, 1)
  const second = await publish(admin, 2)
  await subscribeReaders(admin)

  const page = await englishAdminPage(browser, baseURL)
  await signInToAdmin(page, editor.email, editor.password)
  // the English screen's labels, once
  await page.goto('/admin/newsletters')
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Newsletters' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Recipients' })).toBeVisible()

  // then in Greek
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'ΕΛ' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ενημερωτικά δελτία' })).toBeVisible()
  const issuesBefore = ((await (await page.request.get('/api/admin/newsletters')).json()) as { total: number }).total
  await page.getByRole('link', { name: 'Νέο τεύχος' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Νέο τεύχος' })).toBeVisible()

  // failure path: no article
  await page.getByLabel('Θέμα *').fill(subjectEn)
  await page.getByRole('button', { name: 'Αποθήκευση προχείρου' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Επιλέξτε τουλάχιστον ένα άρθρο' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/newsletters\/new$/)
  expect(((await (await page.request.get('/api/admin/newsletters')).json()) as { total: number }).total).toBe(
    issuesBefore,
  )

  // compose: both variants, two articles
  await page.locator('#newsletter-subjectGr').fill(subjectGr)
  await page.locator('#newsletter-intro').fill('The week at the harbour.')
  await page.locator('#newsletter-introGr').fill('Η εβδομάδα στο λιμάνι.')
  // the quick start: today's editor's picks first, then the latest, at most six
  const chosen = page.getByRole('list', { name: 'Άρθρα του τεύχους' }).getByTestId('curated-item')
  const settings = (await (await page.request.get('/api/admin/settings')).json()) as { editorsPickArticles: number[] }
  await page.getByRole('button', { name: /^Ξεκινήστε από τις σημερινές επιλογές/ }).click()
  await expect(chosen).not.toHaveCount(0)
  const started = await chosen.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-article-id'))))
  expect(started.length).toBeLessThanOrEqual(6)
  expect(started.slice(0, settings.editorsPickArticles.length)).toEqual(settings.editorsPickArticles.slice(0, 6))
  // removed again, one by one
  while ((await chosen.count()) > 0)
    await chosen
      .first()
      .getByRole('button', { name: /^Αφαίρεση/ })
      .click()

  await pickArticle(page, first.titleGr)
  await pickArticle(page, second.titleGr)
  await expect(chosen).toHaveCount(2)
  await page.getByRole('button', { name: 'Αποθήκευση προχείρου' }).click()
  await expect(greekToasts(page).getByText('Το τεύχος αποθηκεύτηκε')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/newsletters\/\d+$/)
  const id = Number(/(\d+)$/.exec(page.url())![1])

  // the preview, in Greek and in English, at desktop and phone widths
  const frame = page.frameLocator('iframe[title="Προεπισκόπηση του τεύχους"]')
  await expect(frame.getByText(first.titleGr)).toBeVisible()
  await page.getByRole('button', { name: 'English' }).click()
  await expect(frame.getByText(first.title)).toBeVisible()
  await page.getByRole('button', { name: 'Κινητό' }).click()
  await expect(page.locator('iframe[title="Προεπισκόπηση του τεύχους"]')).toHaveAttribute('data-width', 'phone')
  expect(
    await page.locator('iframe[title="Προεπισκόπηση του τεύχους"]').evaluate((el) => el.getBoundingClientRect().width),
  ).toBeLessThanOrEqual(375)

  // a test to oneself
  await page.getByRole('button', { name: 'Δοκιμαστική αποστολή σε εμένα' }).click()
  await expect(greekToasts(page).getByText('Η δοκιμαστική αποστολή έγινε στη διεύθυνση e-mail σας.')).toBeVisible()
  await expect
    .poll(() => newsletterMailsTo(editor.email, '[TEST] ').map((mail) => mail.subject))
    .toEqual([`[TEST] ${subjectGr}`])

  // a schedule must be in the future; a scheduled issue shows its time and can go back to draft
  const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
  await page.getByLabel('Αποστολή στις').fill(local(new Date(Date.now() - 3_600_000)))
  await page.getByRole('button', { name: 'Προγραμματισμός', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Επιλέξτε ημερομηνία και ώρα στο μέλλον' })).toBeVisible()
  await page.getByLabel('Αποστολή στις').fill(local(new Date(Date.now() + 86_400_000)))
  await page.getByRole('button', { name: 'Προγραμματισμός', exact: true }).click()
  await expect(page.getByTestId('newsletter-scheduled-for')).toContainText('Προγραμματισμένο για')
  await expect(page.getByTestId('newsletter-status')).toHaveText('Προγραμματισμένο')
  await page.getByRole('button', { name: 'Ακύρωση προγραμματισμού' }).click()
  await expect(page.getByTestId('newsletter-status')).toHaveText('Πρόχειρο')
  await expect(page.getByTestId('newsletter-scheduled-for')).toHaveCount(0)

  // send, after the confirmation that names the active subscribers
  await page.getByRole('button', { name: 'Αποστολή τώρα' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByText('Θα σταλεί τώρα σε 2 ενεργούς συνδρομητές')).toBeVisible()
  await dialog.getByRole('button', { name: 'Αποστολή', exact: true }).click()
  await expect(page.getByTestId('newsletter-count-sent')).toContainText('2', { timeout: 60_000 })
  await expect(page.getByTestId('newsletter-status')).toHaveText('Εστάλη', { timeout: 30_000 })
  await expect(page.getByTestId('newsletter-count-recipients')).toContainText('2')
  await expect(page.getByTestId('newsletter-count-failed')).toContainText('0')

  // sending again: no button, and the API refuses it
  await expect(page.getByRole('button', { name: 'Αποστολή τώρα' })).toHaveCount(0)
  const again = await page.request.post(`/api/admin/newsletters/${id}/send`, { data: {} })
  expect(again.status()).toBe(409)
  expect(((await again.json()) as { code: string }).code).toBe('newsletter.alreadySent')

  // the mails: once each, in the reader's language, links that work, one-click unsubscribe
  const greekMails = newsletterMailsTo(readers.greek)
  const englishMails = newsletterMailsTo(readers.english)
  expect(greekMails.map((mail) => mail.subject)).toEqual([subjectGr])
  expect(englishMails.map((mail) => mail.subject)).toEqual([subjectEn])
  expect(newsletterMailsTo(readers.gone)).toEqual([])
  expect(greekMails[0]!.html).toContain(first.titleGr)
  expect(englishMails[0]!.html).toContain(second.title)
  for (const { slug } of [first, second]) {
    const link = `${E2E_BASE_URL}/articles/${slug}`
    expect(greekMails[0]!.html).toContain(`href="${link}"`)
    expect((await page.request.get(link, { maxRedirects: 0 })).status()).toBe(200)
  }
  expect(englishMails[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  const oneClick = /<(https?:[^>]+)>/.exec(englishMails[0]!.headers['list-unsubscribe']!)![1]!
  const mailProvider = await request.newContext()
  const unsubscribed = await mailProvider.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } })
  expect(unsubscribed.status()).toBe(200)
  const english = (await (
    await admin.get(`/api/admin/subscriptions?search=${encodeURIComponent(readers.english)}`)
  ).json()) as { subscriptions: { status: string }[] }
  expect(english.subscriptions.map((s) => s.status)).toEqual(['unsubscribed'])

  // an address that names no issue
  for (const address of ['/admin/newsletters/0x1', '/admin/newsletters/999999']) {
    await page.goto(address)
    await expect(page.getByText('Αυτό το τεύχος δεν υπάρχει.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Αποθήκευση προχείρου' })).toHaveCount(0)
  }

  // the list shows the issue's counts
  await page.goto('/admin/newsletters')
  const row = page.locator(`[data-newsletter-id="${id}"]`)
  await expect(row.getByRole('link', { name: subjectGr })).toBeVisible()
  await expect(row.getByText('Εστάλη')).toBeVisible()
})

test('a contributor gets Access Denied on the newsletters screen and no sidebar item', async ({ browser, baseURL }) => {
  test.setTimeout(90_000)
  const admin = await staffApi(baseURL!, ADMIN_EMAIL, ADMIN_PASSWORD)
  const contributor = { email: `contributor-${stamp}@newsroom.test`, password: 'Contributor-Pass-2026!' }
  await createStaffThroughApi(admin, { firstName: 'Άρης', lastName: 'Συντάκτης', role: 'contributor', ...contributor })
  const page = await englishAdminPage(browser, baseURL)
  await signInToAdmin(page, contributor.email, contributor.password)
  const response = await page.goto('/admin/newsletters')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
  await expect(page.getByText("You don't have permission to manage newsletters.")).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Admin navigation' })
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Newsletters' })).toHaveCount(0)
  expect((await page.request.get('/api/admin/newsletters')).status()).toBe(403)
})
