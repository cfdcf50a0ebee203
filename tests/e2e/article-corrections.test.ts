import { expect, test, type Page } from '@playwright/test'
import { changeTemporaryPassword, englishAdminPage, signInToAdmin, signOutOfAdmin } from '../support/admin-sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts'

/**
 * Corrections through the browser: a published article a reader
 * already has (its page kept by the server) gets a correction in the admin; the blank
 * form is refused in the user's language; the reader's next load shows the note, dated,
 * in Greek and in English, with "Updated", and dateModified and lastmod move to it.
 */
const stamp = Date.now()
const text = `The harbour reopens on 3 March, not 3 May (${stamp}).`
const textGr = `Το λιμάνι ανοίγει στις 3 Μαρτίου, όχι στις 3 Μαΐου (${stamp}).`

/** The JSON-LD NewsArticle of a page's HTML. */
function newsArticle(html: string): { datePublished: string; dateModified: string } {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  )
  return blocks.find((block) => block['@type'] === 'NewsArticle')
}

async function publishedArticle(page: Page): Promise<{ id: number; slug: string }> {
  const categories = (await (await page.request.get('/api/admin/categories')).json()) as { id: number }[]
  const created = await page.request.post('/api/admin/articles', {
    data: {
      title: `Harbour timetable ${stamp}`,
      titleGr: `Δρομολόγια λιμανιού ${stamp}`,
      content: '<p>The harbour reopens in spring.</p>',
      contentGr: '<p>Το λιμάνι ανοίγει την άνοιξη.</p>',
      categoryId: categories[0]!.id,
      status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  return (await created.json()) as { id: number; slug: string }
}

test('an editor corrects a published article; readers see the dated note and "Updated" at once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const page = await englishAdminPage(browser, baseURL)
  await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  const { id, slug } = await publishedArticle(page)
  const editor = { email: `corrector-${stamp}@newsroom.test`, password: 'Corrector-Pass-2026!' }
  const created = await page.request.post('/api/admin/users', {
    data: { firstName: 'Ελένη', lastName: 'Διορθώτρια', email: editor.email, role: 'editor' },
  })
  expect(created.status()).toBe(201)
  const { temporaryPassword } = (await created.json()) as { temporaryPassword: string }
  await signOutOfAdmin(page)
  await changeTemporaryPassword(page, editor.email, temporaryPassword, editor.password)
  await signInToAdmin(page, editor.email, editor.password)

  // a reader reads it first: the server keeps that page
  const reader = await browser.newContext()
  const readerPage = await reader.newPage()
  await readerPage.goto(`/articles/${slug}`)
  await expect(readerPage.getByRole('heading', { level: 1 })).toHaveText(`Δρομολόγια λιμανιού ${stamp}`)
  await expect(readerPage.getByRole('heading', { name: 'Διορθώσεις' })).toHaveCount(0)
  await expect(readerPage.getByText(/Ενημερώθηκε/)).toHaveCount(0)

  // the failure path, in English, then in Greek: a blank text is refused before any call
  await page.goto(`/admin/articles/${id}/edit`)
  const panel = page.getByRole('region', { name: 'Corrections' })
  // the editor and its panel load in the browser after the page
  await expect(panel.getByText('No corrections yet.')).toBeVisible({ timeout: 15_000 })
  await panel.getByLabel('Correction text', { exact: true }).fill('   ')
  await panel.getByRole('button', { name: 'Add correction' }).click()
  await expect(panel.getByText('Correction text is required')).toBeVisible()

  await page.context().addCookies([{ name: 'newsroom_lang', value: 'gr', url: baseURL ?? 'http://127.0.0.1' }])
  await page.evaluate(() => window.localStorage.setItem('newsroom.language', 'gr'))
  await page.reload()
  const greekPanel = page.getByRole('region', { name: 'Διορθώσεις' })
  await greekPanel.getByRole('button', { name: 'Προσθήκη διόρθωσης' }).click()
  await expect(greekPanel.getByText('Το κείμενο της διόρθωσης είναι υποχρεωτικό')).toBeVisible()
  await expect(greekPanel.getByText('Correction text is required')).toHaveCount(0)

  // the correction, added in the Greek admin
  await greekPanel.getByLabel('Κείμενο διόρθωσης', { exact: true }).fill(text)
  await greekPanel.getByLabel('Κείμενο διόρθωσης (ελληνικά)').fill(textGr)
  await greekPanel.getByRole('button', { name: 'Προσθήκη διόρθωσης' }).click()
  await expect(page.getByRole('region', { name: /Ειδοποιήσεις/ }).getByText(/Η διόρθωση προστέθηκε/)).toBeVisible()
  const item = greekPanel.getByRole('list', { name: 'Διορθώσεις του άρθρου' }).getByRole('listitem')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText(text)
  await expect(item).toContainText(textGr)
  await expect(item).toContainText('από Ελένη Διορθώτρια')

  const listed = await page.request.get(`/api/admin/articles/${id}/corrections`)
  const [correction] = ((await listed.json()) as { corrections: { createdAt: string }[] }).corrections
  expect(correction).toBeDefined()

  // the reader's very next load (the cached page is of an older version): Greek, dated, "Ενημερώθηκε"
  await readerPage.reload()
  const notes = readerPage.getByRole('region', { name: 'Διορθώσεις' })
  await expect(notes.getByText(textGr)).toBeVisible()
  await expect(notes.getByText(text)).toHaveCount(0)
  await expect(notes.locator('time')).toHaveText(/^\d{1,2} \p{L}+ \d{4} στις \d\d:\d\d$/u)
  await expect(notes.locator('time')).toHaveAttribute('datetime', correction!.createdAt)
  await expect(readerPage.getByTestId('article-updated')).toHaveText(
    /^Ενημερώθηκε \d{1,2} \p{L}+ \d{4} στις \d\d:\d\d$/u,
  )

  // in English
  await readerPage.goto(`/articles/${slug}?lang=en`)
  const english = readerPage.getByRole('region', { name: 'Corrections' })
  await expect(english.getByText(text)).toBeVisible()
  await expect(english.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d$/)
  await expect(readerPage.getByTestId('article-updated')).toHaveText(/^Updated \d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d$/)

  // dateModified and the sitemap's lastmod are the correction's time
  const html = await (await reader.request.get(`/articles/${slug}`)).text()
  const ld = newsArticle(html)
  expect(ld.dateModified).toBe(correction!.createdAt)
  expect(ld.dateModified > ld.datePublished).toBe(true)
  const sitemap = await (await reader.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/articles/${slug}</loc><lastmod>${correction!.createdAt}</lastmod>`)

  await reader.close()
  await page.context().close()
})
