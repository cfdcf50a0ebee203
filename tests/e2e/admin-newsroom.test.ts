import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import {
  adminToasts,
  changeTemporaryPassword,
  englishAdminPage,
  signInToAdmin,
  signOutOfAdmin,
} from '../support/admin-sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts'

/**
 * The newsroom through the browser (article list, article editor, media library,
 * categories and tags): a contributor writes and submits an article, an
 * editor publishes it, readers see it. The admin runs in English.
 */

const stamp = Date.now()

/** Add New User on the users screen; answers the temporary password. */
async function addUser(page: Page, user: { first: string; email: string; role: 'Editor' | 'Contributor' }) {
  await page.goto('/admin/users')
  await page.getByRole('button', { name: 'Add User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New User' })
  await dialog.getByLabel('First Name').fill(user.first)
  await dialog.getByLabel('Last Name').fill('Newsroom')
  await dialog.getByLabel('Email').fill(user.email)
  await dialog.getByRole('combobox', { name: 'Role' }).click()
  await page.getByRole('option', { name: user.role }).click()
  await dialog.getByRole('button', { name: 'Create User' }).click()
  const created = page.getByRole('dialog', { name: 'User Created Successfully' })
  const temporaryPassword = (await created.getByTestId('temporary-password').textContent())?.trim() ?? ''
  await created.getByRole('button', { name: 'Done' }).click()
  return temporaryPassword
}

test.describe('an article from a contributor to the readers', () => {
  test.describe.configure({ mode: 'serial' })

  const contributor = { email: `writer-${stamp}@newsroom.test`, password: 'Writer-Pass-2026!', temporary: '' }
  const editor = { email: `editor-${stamp}@newsroom.test`, password: 'Editor-Pass-2026!', temporary: '' }
  const title = `Harbour lights return ${stamp}`
  const imageName = `harbour-${stamp}.png`
  let slug = ''
  let page: Page

  test.beforeAll(async ({ browser, baseURL }) => {
    page = await englishAdminPage(browser, baseURL)
  })

  test.afterAll(async () => {
    await page.context().close()
  })

  test('the super_admin creates a contributor and an editor', async () => {
    await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
    contributor.temporary = await addUser(page, { first: 'Writer', email: contributor.email, role: 'Contributor' })
    editor.temporary = await addUser(page, { first: 'Chief', email: editor.email, role: 'Editor' })
    expect(contributor.temporary).not.toBe('')
    expect(editor.temporary).not.toBe('')
    await signOutOfAdmin(page)
  })

  test('the contributor cannot save without a title, then writes and submits for review', async () => {
    test.setTimeout(90_000)
    await changeTemporaryPassword(page, contributor.email, contributor.temporary, contributor.password)
    await signInToAdmin(page, contributor.email, contributor.password)
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'New Article' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Article' })).toBeVisible()
    // contributors cannot publish
    await expect(page.getByRole('button', { name: 'Publish Now' })).toHaveCount(0)

    // the failure path: the form is checked before anything is sent
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await expect(page.getByText('Title is required')).toBeVisible()
    await expect(page.getByText('Content is required')).toBeVisible()
    await expect(page.getByText('Category is required')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/articles\/new$/)

    await page.getByLabel('Title', { exact: true }).fill(title)
    await page.getByLabel('Subtitle', { exact: true }).fill('Fishermen relight the old harbour lamps')
    await page.getByRole('combobox', { name: 'Category' }).click()
    await page.getByRole('option').first().click()

    // the body: bold text and a bullet list, through the toolbar
    const content = page.getByRole('region', { name: 'Main text: content', exact: true })
    const body = content.getByRole('textbox', { name: 'Content' })
    await body.click()
    const bold = content.getByRole('button', { name: 'Bold' })
    await bold.click()
    await expect(bold).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.type('Lights are back')
    await bold.click()
    await expect(bold).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.type(' on the old pier.')
    await page.keyboard.press('Enter')
    await content.getByRole('button', { name: 'Bullet list' }).click()
    await page.keyboard.type('First lamp')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Second lamp')
    await expect(body.locator('strong')).toHaveText('Lights are back')
    await expect(body.locator('ul > li')).toHaveCount(2)

    // the featured image: a small PNG through the three-step upload
    const file = path.join(tmpdir(), imageName)
    writeFileSync(
      file,
      await sharp({ create: { width: 320, height: 180, channels: 3, background: '#1d4ed8' } })
        .png()
        .toBuffer(),
    )
    // the server's work (three requests, the renditions) may take longer than an
    // assertion's 5 s on a busy machine; the toast then stays for 5 s
    await page.getByLabel('Featured Image').setInputFiles(file)
    await expect(adminToasts(page).getByText('Featured image uploaded successfully!')).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toBeVisible()

    await page.getByRole('button', { name: 'Submit for Review' }).click()
    await expect(adminToasts(page).getByText('Article created successfully.')).toBeVisible({ timeout: 15_000 })
    await expect(page).toHaveURL(/\/admin\/articles$/)
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row.getByText('Under Review').filter({ visible: true })).toBeVisible()
    await expect(row.getByText('Fishermen relight the old harbour lamps')).toBeVisible()
  })

  test('the upload is in the media library', async () => {
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Media Library' })
      .click()
    const library = page.getByTestId('media-library')
    await expect(library.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible()
    await expect(library.getByText('Manage images, videos, and other media files.')).toBeVisible()
    await library.getByRole('searchbox', { name: 'Search media' }).fill(`harbour-${stamp}`)
    await expect(library.getByText(imageName)).toBeVisible()
    await expect(library.getByText('Showing 1-1 of 1 media files')).toBeVisible()
    await signOutOfAdmin(page)
  })

  test('the editor publishes it', async () => {
    test.setTimeout(90_000)
    await changeTemporaryPassword(page, editor.email, editor.temporary, editor.password)
    await signInToAdmin(page, editor.email, editor.password)
    await page.goto('/admin/articles')
    await page.getByRole('combobox', { name: 'Filter by status' }).click()
    await page.getByRole('option', { name: 'Under Review' }).click()
    await page.getByRole('link', { name: `Edit ${title}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible()
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title)
    slug = await page.getByRole('textbox', { name: 'Address', exact: true }).inputValue()
    expect(slug).toMatch(/^harbour-lights-return-/)

    // not public yet, but staff can preview it as readers will see it
    expect((await page.request.get(`/api/public/articles/${slug}`)).status()).toBe(404)
    const preview = await page.request.get(`/articles/${slug}?preview=1`)
    expect(preview.status()).toBe(200)
    expect(preview.headers()['cache-control']).toBe('private, no-store')
    expect(await preview.text()).toContain(title)
    const anonymous = await page.context().browser()!.newContext()
    const origin = new URL(page.url()).origin
    expect((await anonymous.request.get(`${origin}/articles/${slug}?preview=1`)).status()).toBe(404)
    await anonymous.close()

    await page.getByRole('button', { name: 'Update' }).click()
    // its picture has no alt text: a warning, not a block (the page falls back to the title)
    const warning = page.getByRole('alertdialog', { name: 'The featured image has no alt text' })
    await warning.getByRole('button', { name: 'Publish anyway' }).click()
    await expect(adminToasts(page).getByText('Article updated successfully.')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Published')
  })

  test('readers see it with its picture', async () => {
    const api = await page.request.get(`/api/public/articles/${slug}`)
    expect(api.status()).toBe(200)
    expect((await api.json()).featuredImageUrl).toMatch(/^\/objects\//)

    await page.goto(`/articles/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.locator('.prose-article strong')).toHaveText('Lights are back')
    await expect(page.locator('.prose-article ul > li')).toHaveText(['First lamp', 'Second lamp'])
    const image = page.getByRole('img', { name: title })
    await expect(image).toBeVisible()
    await expect(image).toHaveAttribute('src', /^\/objects\//)
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })
})

test('a category with a sub-category cannot be deleted', async ({ browser, baseURL }) => {
  const page = await englishAdminPage(browser, baseURL)
  await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  await page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Categories & Tags' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Categories & Tags' })).toBeVisible()

  const parent = `Islands ${stamp}`
  const child = `Crete ${stamp}`
  const create = async (names: { gr: string; en: string }, parentName?: string) => {
    await page.getByRole('button', { name: 'Add Category' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Category' })
    await dialog.getByRole('button', { name: 'Create Category' }).click()
    await expect(dialog.getByText('Category name is required.')).toBeVisible()
    await dialog.getByLabel('Name (Greek)').fill(names.gr)
    await dialog.getByLabel('Name (English)').fill(names.en)
    await expect(dialog.getByRole('radio', { name: 'Red' })).toBeChecked()
    if (parentName) {
      await dialog.getByRole('combobox', { name: 'Parent Category' }).click()
      await page.getByRole('option', { name: parentName }).click()
    }
    await dialog.getByRole('button', { name: 'Create Category' }).click()
    await expect(adminToasts(page).getByText('Category created successfully.')).toBeVisible()
    await expect(dialog).toBeHidden()
  }
  await create({ gr: `Νησιά ${stamp}`, en: parent })
  await create({ gr: `Κρήτη ${stamp}`, en: child }, parent)
  await expect(page.getByRole('list', { name: `Sub-categories of ${parent}` }).getByText(child)).toBeVisible()

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Are you sure you want to delete the category "${parent}"?`)
    void dialog.accept()
  })
  await page.getByRole('button', { name: `Delete ${parent}`, exact: true }).click()
  await expect(adminToasts(page).getByText(/^Cannot delete category/)).toBeVisible()
  await expect(page.getByRole('button', { name: `Delete ${parent}`, exact: true })).toBeVisible()
  await page.context().close()
})

test('a server refusal reaches the Greek admin in Greek (a category that has an article)', async ({
  browser,
  baseURL,
}) => {
  const page = await englishAdminPage(browser, baseURL)
  await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  const name = `Αρχιπέλαγος ${stamp}`
  const category = await page.request.post('/api/admin/categories', { data: { name } })
  expect(category.status()).toBe(201)
  const { id } = (await category.json()) as { id: number }
  const article = await page.request.post('/api/admin/articles', {
    data: { title: `Island news ${stamp}`, content: '<p>Text</p>', categoryId: id },
  })
  expect(article.status()).toBe(201)

  // the same session, now in Greek
  await page.context().addCookies([{ name: 'newsroom_lang', value: 'gr', url: baseURL ?? 'http://127.0.0.1' }])
  await page.evaluate(() => window.localStorage.setItem('newsroom.language', 'gr'))
  await page.goto('/admin/categories')
  await expect(page.getByRole('heading', { level: 1, name: 'Κατηγορίες & Ετικέτες' })).toBeVisible()
  const greekToasts = page.getByRole('region', { name: /Ειδοποιήσεις/ })
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: `Διαγραφή: ${name}`, exact: true }).click()
  await expect(
    greekToasts.getByText('Η κατηγορία δεν μπορεί να διαγραφεί: έχει 1 άρθρο. Μεταφέρετέ το πρώτα σε άλλη κατηγορία.'),
  ).toBeVisible()
  await expect(greekToasts.getByText(/Cannot delete/)).toHaveCount(0)
  await page.context().close()
})
