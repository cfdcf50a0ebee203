import { expect, test, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'
import { adminToasts, englishAdminPage, signInToAdmin } from '../support/admin-sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts'

/**
 * Photos as a newsroom handles them: alt text, caption and credit
 * typed under the featured image reach the article page in both languages; publishing
 * an image without alt text asks first; a library file offers its details; a card
 * without a picture shows its section's colour and name.
 */

const stamp = Date.now()
const title = `Piraeus harbour at dawn ${stamp}`
const imageName = `piraeus-${stamp}.png`
const details = {
  alt: 'Ferries moored in the harbour of Piraeus at dawn',
  altGr: 'Πλοία δεμένα στο λιμάνι του Πειραιά τα ξημερώματα',
  caption: 'The first ferries leave for the islands at six.',
  captionGr: 'Τα πρώτα πλοία φεύγουν για τα νησιά στις έξι.',
  credit: 'Reuters / Alkis Konstantinidis',
}

async function png(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 180, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

/** A reader's page: no admin cookies, the site in Greek unless `?lang=en`. */
async function readerPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL })
  return context.newPage()
}

async function slugOf(page: Page, search: string): Promise<string> {
  const res = await page.request.get(`/api/admin/articles?search=${encodeURIComponent(search)}`)
  const { articles } = (await res.json()) as { articles: { slug: string; title: string }[] }
  return articles.find((a) => a.title.includes(search))!.slug
}

test.describe('photos in the editor and on the article page', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  let slug = ''

  test.beforeAll(async ({ browser, baseURL }) => {
    page = await englishAdminPage(browser, baseURL)
    await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  })

  test.afterAll(async () => {
    await page.context().close()
  })

  test('publishing an image without alt text asks first; the details typed are published', async () => {
    test.setTimeout(90_000)
    await page.goto('/admin/articles/new')
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Article' })).toBeVisible()
    await page.getByLabel('Title', { exact: true }).fill(title)
    await page.getByRole('combobox', { name: 'Category' }).click()
    await page.getByRole('option').first().click()
    await page
      .getByRole('region', { name: 'Main text: content', exact: true })
      .getByRole('textbox', { name: 'Content' })
      .click()
    await page.keyboard.type('Morning at the port.')
    await page
      .getByLabel('Featured Image')
      .setInputFiles({ name: imageName, mimeType: 'image/png', buffer: await png('#0e7490') })
    await expect(adminToasts(page).getByText('Featured image uploaded successfully!')).toBeVisible()

    // no alt text: a warning, and "Add alt text" leads to the field
    await page.getByRole('button', { name: 'Publish Now' }).click()
    const warning = page.getByRole('alertdialog', { name: 'The featured image has no alt text' })
    await expect(warning).toBeVisible()
    await expect(warning.getByText('Readers who cannot see the picture will hear only the title.')).toBeVisible()
    await warning.getByRole('button', { name: 'Add alt text' }).click()
    await expect(warning).toBeHidden()
    await expect(page.getByLabel('Alt text', { exact: true })).toBeFocused()
    await expect(page).toHaveURL(/\/admin\/articles\/new$/)

    await page.getByLabel('Alt text', { exact: true }).fill(details.alt)
    await page.getByLabel('Alt text (Greek)').fill(details.altGr)
    await page.getByLabel('Caption', { exact: true }).fill(details.caption)
    await page.getByLabel('Caption (Greek)').fill(details.captionGr)
    await page.getByLabel('Credit', { exact: true }).fill(details.credit)
    await page.getByRole('button', { name: 'Publish Now' }).click()
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await expect(adminToasts(page).getByText('Article created successfully.')).toBeVisible()
    slug = await slugOf(page, title)
  })

  test('the article page shows caption and credit under the image, with its alt text, in Greek and English', async ({
    browser,
    baseURL,
  }) => {
    const reader = await readerPage(browser, baseURL)
    try {
      // in the server-rendered HTML
      const html = await (await reader.request.get(`/articles/${slug}`)).text()
      expect(html).toMatch(/<figcaption[^>]*>.*Τα πρώτα πλοία φεύγουν για τα νησιά στις έξι\./)
      expect(html).toMatch(/Φωτογραφία: (<span[^>]*>)?Reuters \/ Alkis Konstantinidis/)
      expect(html).toContain(`alt="${details.altGr}"`)
      const english = await (await reader.request.get(`/articles/${slug}?lang=en`)).text()
      expect(english).toMatch(/<figcaption[^>]*>.*The first ferries leave for the islands at six\./)
      expect(english).toMatch(/Photo: (<span[^>]*>)?Reuters \/ Alkis Konstantinidis/)
      expect(english).toContain(`alt="${details.alt}"`)

      await reader.goto(`/articles/${slug}`)
      const figure = reader.locator('main figure')
      await expect(figure.getByRole('img', { name: details.altGr })).toBeVisible()
      await expect(figure.locator('figcaption')).toHaveText(`${details.captionGr} Φωτογραφία: ${details.credit}`)
      await reader.goto(`/articles/${slug}?lang=en`)
      await expect(figure.getByRole('img', { name: details.alt })).toBeVisible()
      await expect(figure.locator('figcaption')).toHaveText(`${details.caption} Photo: ${details.credit}`)
    } finally {
      await reader.context().close()
    }
  })

  test('a file edited in the library offers its alt text, caption and credit when chosen', async () => {
    test.setTimeout(60_000)
    await page.goto('/admin/media')
    const library = page.getByTestId('media-library')
    await library.getByRole('searchbox', { name: 'Search media' }).fill(imageName)
    await expect(library.getByText(imageName)).toBeVisible()
    await library
      .getByRole('button', { name: `Edit ${imageName}` })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit Media File' })
    await dialog.getByLabel('Alt Text').fill('The port of Piraeus from the sea')
    await dialog.getByLabel('Caption').fill('Piraeus, the largest port of Greece.')
    await dialog.getByLabel('Credit').fill('Eurokinissi')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(adminToasts(page).getByText('Media file updated successfully.')).toBeVisible()

    await page.goto('/admin/articles/new')
    // what the editor typed stays; the empty fields take the file's details
    await page.getByLabel('Caption', { exact: true }).fill('My own caption')
    await page.getByRole('button', { name: 'Choose from library' }).click()
    const picker = page.getByRole('dialog', { name: 'Choose an image' })
    await picker.getByRole('searchbox', { name: 'Search media' }).fill(imageName)
    await picker.getByRole('button', { name: `Choose ${imageName}` }).click()
    await expect(picker).toBeHidden()
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute('src', /^\/objects\//)
    await expect(page.getByLabel('Alt text', { exact: true })).toHaveValue('The port of Piraeus from the sea')
    await expect(page.getByLabel('Credit', { exact: true })).toHaveValue('Eurokinissi')
    await expect(page.getByLabel('Caption', { exact: true })).toHaveValue('My own caption')
  })

  test("a card without a picture shows its section's colour and name", async ({ browser, baseURL }) => {
    const categories = (await (await page.request.get('/api/admin/categories')).json()) as {
      id: number
      name: string
      slug: string
    }[]
    const category = categories[0]!
    const bare = `No picture today ${stamp}`
    const created = await page.request.post('/api/admin/articles', {
      data: { title: bare, content: '<p>Words only.</p>', categoryId: category.id, status: 'published' },
    })
    expect(created.status()).toBe(201)
    const reader = await readerPage(browser, baseURL)
    try {
      await reader.goto(`/categories/${category.slug}`)
      const card = reader.locator('main article').filter({ hasText: bare })
      const placeholder = card.getByTestId('article-placeholder')
      await expect(placeholder).toHaveText(category.name)
      const background = await placeholder.evaluate((el) => getComputedStyle(el).backgroundColor)
      expect(background).not.toMatch(/^rgba?\(0, 0, 0, 0\)$/)
      expect(background).not.toBe('rgb(245, 245, 245)')
    } finally {
      await reader.context().close()
    }
  })
})
