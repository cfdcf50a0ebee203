import { expect, test, type Page } from '@playwright/test'
import {
  adminToasts,
  setEnglishAdmin,
  signInToAdmin,
  signOutOfAdmin,
  changeTemporaryPassword,
} from '../support/admin-sign-in.ts'
import { clickInView } from '../support/click-in-view.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts'

/**
 * The site screens of the admin: breaking news reordered
 * and followed by the home page, an advertisement shown, clicked and counted, the site
 * name changed in the public header, its validation, and an editor kept out of the
 * Breaking News Manager. The admin runs in English, the Advertisements screen with it.
 */

const ADVERTISER_URL = 'https://advertiser.example/e2e-offer'

function adminNav(page: Page) {
  return page.getByRole('navigation', { name: 'Admin navigation' })
}

async function publicBreakingNews(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/public/settings')
  return ((await response.json()) as { breakingNewsArticles: number[] }).breakingNewsArticles
}

/** Published articles' slugs by id, through the admin API (the page's session). */
async function slugsById(page: Page): Promise<Map<number, string>> {
  const response = await page.request.get('/api/admin/articles?status=published&limit=200')
  const { articles } = (await response.json()) as { articles: { id: number; slug: string }[] }
  return new Map(articles.map((a) => [a.id, a.slug]))
}

test.describe('site screens', () => {
  test.describe.configure({ mode: 'serial' })

  let page: Page

  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext()
    await setEnglishAdmin(context, baseURL ?? 'http://127.0.0.1')
    // the advertiser's site is not on the network here: answer for it
    await context.route(`${new URL(ADVERTISER_URL).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Advertiser</h1>' }),
    )
    page = await context.newPage()
    await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  })

  test.afterAll(async () => {
    await page.context().close()
  })

  test('breaking news is reordered, saved at once, and the home carousel follows', async () => {
    await adminNav(page).getByRole('link', { name: 'Breaking News' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Breaking News Manager' })).toBeVisible()
    await expect(page.getByText('Tip: only published articles can be selected.')).toBeVisible()

    const before = await publicBreakingNews(page)
    expect(before.length).toBeGreaterThanOrEqual(2)
    const items = page.getByRole('list', { name: 'Breaking news, in order' }).getByTestId('curated-item')
    await expect(items).toHaveCount(before.length)
    expect(await items.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-article-id'))))).toEqual(
      before,
    )
    // the first cannot go up, the last cannot go down
    await expect(items.first().getByRole('button', { name: /^Move ".*" up$/ })).toBeDisabled()
    await expect(items.last().getByRole('button', { name: /^Move ".*" down$/ })).toBeDisabled()

    // nothing chosen: refused before any call
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(adminToasts(page).getByText('Invalid Selection')).toBeVisible()
    await expect(adminToasts(page).getByText('Please select a different article.')).toBeVisible()

    await items
      .first()
      .getByRole('button', { name: /^Move ".*" down$/ })
      .click()
    await expect(adminToasts(page).getByText('Breaking news updated')).toBeVisible()
    const expected = [before[1]!, before[0]!, ...before.slice(2)]
    await expect.poll(() => publicBreakingNews(page)).toEqual(expected)

    if (before.length >= 3) {
      // a full list takes no more
      const picker = page.getByRole('combobox', { name: 'Article' })
      await picker.click()
      await page.getByRole('option').first().click()
      await page.getByRole('button', { name: 'Add', exact: true }).click()
      await expect(adminToasts(page).getByText('Limit Reached')).toBeVisible()
      await expect(adminToasts(page).getByText('You can only have 3 breaking news articles at a time.')).toBeVisible()
      expect(await publicBreakingNews(page)).toEqual(expected)
    }

    const slugs = await slugsById(page)
    await page.goto('/')
    const slides = page.locator('[data-section="breaking-news"] article h3 a')
    await expect(slides).toHaveCount(expected.length)
    expect(await slides.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      expected.map((id) => `/articles/${slugs.get(id)}`),
    )

    // put the order back for the other journeys
    await page.goto('/admin/breaking-news')
    await items
      .first()
      .getByRole('button', { name: /^Move ".*" down$/ })
      .click()
    await expect(adminToasts(page).getByText('Breaking news updated')).toBeVisible()
    await expect.poll(() => publicBreakingNews(page)).toEqual(before)
  })

  test('an advertisement for the home banner shows on the home page and counts its click', async () => {
    const title = `E2E Banner ${Date.now()}`
    await adminNav(page).getByRole('link', { name: 'Advertisements' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Advertisements' })).toBeVisible()
    // the list loads in the browser: once it is there, the page is hydrated and its buttons work
    await expect(page.getByRole('table', { name: 'Advertisements' })).not.toHaveAttribute('aria-busy', 'true')

    await page.getByRole('button', { name: 'New Advertisement' }).click()
    const dialog = page.getByRole('dialog', { name: 'New Advertisement' })
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog.getByText('Title is required')).toBeVisible()
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Description').fill('An advertisement from the tests.')
    await dialog.getByLabel('Link URL').fill(ADVERTISER_URL)
    await dialog.getByRole('combobox', { name: 'Placement' }).click()
    await page.getByRole('option', { name: 'Home page banner' }).click()
    await dialog.getByLabel('Priority').fill('100')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(adminToasts(page).getByText('Advertisement created.')).toBeVisible()
    await expect(dialog).toBeHidden()

    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row.getByText('Home page banner')).toBeVisible()
    await expect(row.getByTestId('ad-clicks')).toHaveText('0')
    const id = Number((await row.getAttribute('data-testid'))?.replace('ad-row-', ''))
    expect(id).toBeGreaterThan(0)

    const served = await page.request.get('/api/public/advertisements/homepage_banner')
    expect(((await served.json()) as { id: number }[]).map((ad) => ad.id)).toContain(id)

    await page.goto('/')
    const ad = page.locator(`[data-placement="homepage_banner"] [data-ad-id="${id}"]`)
    await expect(ad).toContainText(title)
    // a new tab, with no opener (noopener, and the site's Cross-Origin-Opener-Policy)
    const opened = page.context().waitForEvent('page')
    await clickInView(ad.getByRole('link'))
    const advertiser = await opened
    await expect(advertiser).toHaveURL(ADVERTISER_URL)
    await advertiser.close()

    await page.goto('/admin/advertisements')
    await expect(row.getByTestId('ad-clicks')).toHaveText('1')

    // the quick toggle sends only the status
    await row.getByRole('button', { name: `Deactivate "${title}"` }).click()
    await expect(adminToasts(page).getByText('Advertisement status updated.')).toBeVisible()
    await expect(row.getByText('Inactive')).toBeVisible()

    await row.getByRole('button', { name: `Delete "${title}"` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete advertisement?' })
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(adminToasts(page).getByText('Advertisement deleted.')).toBeVisible()
    await expect(row).toHaveCount(0)
  })

  test('the site name changes in the public header; an empty name is refused', async () => {
    await adminNav(page).getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Manage Advertisements' })).toHaveAttribute(
      'href',
      '/admin/advertisements',
    )
    const siteName = page.getByLabel('Site Name')
    await expect(siteName).not.toHaveValue('')
    const original = await siteName.inputValue()

    let saves = 0
    const countSaves = (request: { method(): string; url(): string }) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/admin/settings')) saves++
    }
    page.on('request', countSaves)
    await siteName.fill('   ')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(page.getByText('Site name is required')).toBeVisible()
    expect(saves).toBe(0)
    page.off('request', countSaves)

    const renamed = `E2E Herald ${Date.now()}`
    await siteName.fill(renamed)
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(adminToasts(page).getByText('Settings updated')).toBeVisible()

    await page.goto('/')
    await expect(page.locator('header').getByRole('link', { name: renamed })).toBeVisible()

    // the name back, for the other journeys
    await page.goto('/admin/settings')
    await page.getByLabel('Site Name').fill(original)
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(adminToasts(page).getByText('Settings updated')).toBeVisible()
  })

  test('an editor created on the users screen gets Access Denied on the Breaking News Manager', async () => {
    const editor = { email: `editor-${Date.now()}@newsroom.test`, password: 'Fresh-Editor-Pass-7!' }
    await adminNav(page).getByRole('link', { name: 'Users' }).click()
    await expect(page.getByRole('table', { name: 'Users' })).not.toHaveAttribute('aria-busy', 'true')
    await page.getByRole('button', { name: 'Add User' }).click()
    const addDialog = page.getByRole('dialog', { name: 'Add New User' })
    await addDialog.getByLabel('First Name').fill('Nora')
    await addDialog.getByLabel('Last Name').fill('Editor')
    await addDialog.getByLabel('Email').fill(editor.email)
    await addDialog.getByRole('combobox', { name: 'Role' }).click()
    await page.getByRole('option', { name: 'Editor' }).click()
    await addDialog.getByRole('button', { name: 'Create User' }).click()
    const created = page.getByRole('dialog', { name: 'User Created Successfully' })
    const temporaryPassword = (await created.getByTestId('temporary-password').textContent())?.trim() ?? ''
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(8)
    await created.getByRole('button', { name: 'Done' }).click()

    await signOutOfAdmin(page)
    await changeTemporaryPassword(page, editor.email, temporaryPassword, editor.password)
    await signInToAdmin(page, editor.email, editor.password)

    await expect(adminNav(page).getByRole('link', { name: 'Breaking News' })).toHaveCount(0)
    const response = await page.goto('/admin/breaking-news')
    expect(response?.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
    await expect(page.getByText("You don't have permission to manage breaking news.")).toBeVisible()

    // Editor's Pick is theirs
    await adminNav(page).getByRole('link', { name: "Editor's Pick" }).click()
    await expect(page.getByRole('heading', { level: 1, name: "Editor's Pick Manager" })).toBeVisible()
    await expect(
      page.getByRole('list', { name: "Editor's Pick, in order" }).getByTestId('curated-item'),
    ).not.toHaveCount(0)
  })
})
