import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { adminToasts, englishAdminPage, signInToAdmin } from '../support/admin-sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL } from '../support/e2e-env.ts'
import { createDraftThroughApi, createStaffThroughApi, staffApi } from '../support/staff-api.ts'

/**
 * Two editors on one article: the second sees who is
 * editing and gets a read-only editor; after "Take over" the first is told and
 * becomes read-only; a closed tab's typing comes back on reopening. The admin runs in
 * English; each editor has a browser context of their own.
 */

const stamp = Date.now()
const maria = {
  firstName: 'Maria',
  lastName: 'Papadaki',
  email: `maria-${stamp}@newsroom.test`,
  password: 'Maria-Pass-2026!',
}
const nikos = {
  firstName: 'Nikos',
  lastName: 'Kostas',
  email: `nikos-${stamp}@newsroom.test`,
  password: 'Nikos-Pass-2026!',
}
const title = `Two editors, one story ${stamp}`
const TIME = /\d{2}:\d{2}/

let admin: APIRequestContext
let articleId: number

async function editorPage(browser: Browser, user: typeof maria): Promise<Page> {
  const page = await englishAdminPage(browser, E2E_BASE_URL)
  await signInToAdmin(page, user.email, user.password)
  return page
}

const titleField = (page: Page) => page.getByLabel('Title', { exact: true })
const editUrl = () => `/admin/articles/${articleId}/edit`

test.describe('who is editing, and autosave', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 })
  let pageA: Page
  let pageB: Page

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000)
    admin = await staffApi(E2E_BASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD)
    await createStaffThroughApi(admin, { ...maria, role: 'editor' })
    await createStaffThroughApi(admin, { ...nikos, role: 'editor' })
    articleId = await createDraftThroughApi(admin, title)
    pageA = await editorPage(browser, maria)
    pageB = await editorPage(browser, nikos)
  })

  test.afterAll(async () => {
    await pageA?.context().close()
    await pageB?.context().close()
    await admin?.dispose()
  })

  test('the second editor sees who is editing and opens the article read-only', async () => {
    await pageA.goto(editUrl())
    await expect(titleField(pageA)).toHaveValue(title)
    await expect(titleField(pageA)).toBeEnabled()

    // the list shows who is editing it
    await pageB.goto('/admin/articles')
    const row = pageB.getByTestId(`article-row-${articleId}`)
    await expect(row.getByText(new RegExp(`^Maria P\\. is editing since ${TIME.source}$`))).toBeVisible({
      timeout: 15_000,
    })

    await pageB.goto(editUrl())
    const banner = pageB.getByRole('alert').filter({ hasText: 'is editing since' })
    await expect(banner).toContainText(new RegExp(`Maria P\\. is editing since ${TIME.source}`))
    await expect(titleField(pageB)).toBeDisabled()
    await expect(pageB.getByRole('button', { name: 'Update' })).toBeDisabled()
    await expect(pageB.getByRole('button', { name: 'Save Draft' })).toBeDisabled()
    await expect(pageB.getByRole('textbox', { name: 'Content', exact: true })).toHaveAttribute(
      'contenteditable',
      'false',
    )
  })

  test('after "Take over" the first editor is told and becomes read-only, their typing kept', async () => {
    await titleField(pageA).fill(`${title} (Maria's edit)`)
    await pageB.getByRole('button', { name: 'Take over' }).click()
    await expect(titleField(pageB)).toBeEnabled()
    await expect(pageB.getByRole('button', { name: 'Update' })).toBeEnabled()

    // at Maria's next heartbeat (every 5 s)
    await expect(pageA.getByText('Nikos K. took over the editing.')).toBeVisible({ timeout: 10_000 })
    await expect(pageA.getByText('This editor is read-only now; your changes are kept as a draft.')).toBeVisible()
    await expect(titleField(pageA)).toBeDisabled()
    await expect(pageA.getByRole('button', { name: 'Update' })).toBeDisabled()
    await expect(titleField(pageA)).toHaveValue(`${title} (Maria's edit)`)
    await expect(pageA.getByText(new RegExp(`^Changes kept as a draft at ${TIME.source}$`))).toBeVisible()
  })

  test("a closed tab's typing comes back on reopening", async () => {
    const typed = `${title} (typed by Nikos, never saved)`
    await titleField(pageB).fill(typed)
    await expect(pageB.getByText(new RegExp(`^Changes kept as a draft at ${TIME.source}$`))).toBeVisible({
      timeout: 10_000,
    })
    const context = pageB.context()
    await pageB.close()

    pageB = await context.newPage()
    await pageB.goto(editUrl())
    await expect(pageB.getByText(new RegExp(`^You have unsaved changes from ${TIME.source}$`))).toBeVisible({
      timeout: 15_000,
    })
    await expect(titleField(pageB)).toHaveValue(title)
    await pageB.getByRole('button', { name: 'Restore' }).click()
    await expect(titleField(pageB)).toHaveValue(typed)
    await expect(pageB.getByText('You have unsaved changes from')).toHaveCount(0)
    // the closed tab said goodbye (or, failing that, expired): this one is the editor again
    await expect(titleField(pageB)).toBeEnabled({ timeout: 30_000 })
  })

  test('a draft that cannot be kept says so, and the next change is kept', async () => {
    // the failure path: the autosave call fails (the network drops); the text stays on screen
    await pageB.route('**/autosave', (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
    )
    await titleField(pageB).fill(`${title} (offline)`)
    await expect(pageB.getByText('Your changes could not be kept as a draft; they are still here.')).toBeVisible({
      timeout: 10_000,
    })
    await expect(titleField(pageB)).toHaveValue(`${title} (offline)`)
    await pageB.unroute('**/autosave')
    await titleField(pageB).fill(`${title} (back online)`)
    await expect(pageB.getByText(new RegExp(`^Changes kept as a draft at ${TIME.source}$`))).toBeVisible({
      timeout: 10_000,
    })
    // a save makes it the article's text; the draft has served
    await pageB.getByRole('button', { name: 'Update' }).click()
    await expect(adminToasts(pageB).getByText('Article updated successfully.')).toBeVisible()
    await pageB.goto('/admin/articles')
    const autosave = pageB.waitForResponse((r) => r.url().endsWith('/autosave') && r.request().method() === 'GET')
    await pageB.goto(editUrl())
    expect(await (await autosave).json()).toEqual({ autosave: null })
    await expect(titleField(pageB)).toHaveValue(`${title} (back online)`)
    await expect(pageB.getByRole('button', { name: 'Restore' })).toHaveCount(0)
  })
})

test('a new article’s typing is kept in the browser and offered on the create screen; Cancel keeps it', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const page = await englishAdminPage(browser, E2E_BASE_URL)
  await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  const typed = `A story not yet saved ${stamp}`
  await page.goto('/admin/articles/new')
  await titleField(page).fill(typed)
  await expect(page.getByText(new RegExp(`^Changes kept as a draft at ${TIME.source}$`))).toBeVisible({
    timeout: 10_000,
  })
  const context = page.context()
  await page.close()

  const again = await context.newPage()
  await again.goto('/admin/articles/new')
  await expect(again.getByText(new RegExp(`^You have unsaved changes from ${TIME.source}$`))).toBeVisible({
    timeout: 15_000,
  })
  await again.getByRole('button', { name: 'Restore' }).click()
  await expect(titleField(again)).toHaveValue(typed)
  // Cancel goes straight to the list, no question asked, and the draft stays
  await again.getByRole('button', { name: 'Cancel' }).click()
  await expect(again).toHaveURL(/\/admin\/articles$/)
  await expect(again.getByRole('alertdialog')).toHaveCount(0)
  await again.goto('/admin/articles/new')
  await again.getByRole('button', { name: 'Discard' }).click({ timeout: 15_000 })
  await expect(titleField(again)).toHaveValue('')
  const drafts = await again.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('newsroom:new-article-draft:')),
  )
  expect(drafts).toEqual([])
  await context.close()
})

test('a key typed right after a toolbar click goes into the text, even when the browser draws late', async ({
  browser,
  baseURL,
}) => {
  const page = await englishAdminPage(browser, baseURL)
  // a busy machine: every animation frame comes 300 ms late (TipTap gave the focus back in one)
  await page.addInitScript(() => {
    const frame = window.requestAnimationFrame.bind(window)
    window.requestAnimationFrame = (callback: FrameRequestCallback) => window.setTimeout(() => frame(callback), 300)
  })
  await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  await page.goto('/admin/articles/new')
  const content = page.getByRole('region', { name: 'Main text: content', exact: true })
  const body = content.getByRole('textbox', { name: 'Content' })
  await body.click()
  await content.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type('Fast')
  await content.getByRole('button', { name: 'Bullet list' }).click()
  await page.keyboard.type(' list')
  await expect(body.locator('ul > li')).toHaveText('Fast list')
  await expect(body.locator('strong')).toHaveText('Fast list')
  await page.context().close()
})
