import { expect, test, type Page } from '@playwright/test'
import { adminToasts, englishAdminPage, signInToAdmin } from '../support/admin-sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts'

/**
 * No lost work: a save from a stale tab is refused with the other version
 * shown and the user's text kept (two tabs of the newsroom meeting in the editor are
 * admin-editing.test.ts's: presence makes the second read-only); the user keeps theirs or takes the other; the History
 * panel restores an earlier text. The admin runs in English.
 */

const stamp = Date.now()

/** A draft made through the API, as a client would; answers its id. */
async function createDraft(page: Page, title: string): Promise<number> {
  const categories = (await (await page.request.get('/api/admin/categories')).json()) as { id: number }[]
  const created = await page.request.post('/api/admin/articles', {
    data: { title, content: '<p>The ferry leaves at nine.</p>', categoryId: categories[0]!.id, status: 'draft' },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { id: number }).id
}

async function openEditor(page: Page, id: number, title: string) {
  await page.goto(`/admin/articles/${id}/edit`)
  // the editor's code loads with the screen: the first open on a cold server takes a while
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title, { timeout: 20_000 })
}

async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Save Draft' }).click()
}

/** A save of the draft made outside this tab, through the API, over `version`. */
async function saveElsewhere(page: Page, id: number, fields: { title: string; version: number }) {
  const categories = (await (await page.request.get('/api/admin/categories')).json()) as { id: number }[]
  const data = {
    content: '<p>The ferry leaves at nine.</p>',
    categoryId: categories[0]!.id,
    status: 'draft',
    ...fields,
  }
  expect((await page.request.put(`/api/admin/articles/${id}`, { data })).status()).toBe(200)
}

const current = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/admin/articles/${id}`)).json()) as {
    title: string
    slug: string
    version: number
  }

test('a stale save is refused with the other version shown; History restores an earlier text', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const page = await englishAdminPage(browser, baseURL)
  await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  const original = `Harbour ferry ${stamp}`
  const id = await createDraft(page, original)
  await openEditor(page, id, original)

  // while this tab edits version 1, a save comes from elsewhere (another process, an API
  // client, a tab whose presence had expired): this tab is stale now
  await saveElsewhere(page, id, { title: `Harbour ferry delayed ${stamp}`, version: 1 })
  const mine = `Harbour ferry cancelled ${stamp}`
  await page.getByLabel('Title', { exact: true }).fill(mine)
  await saveDraft(page)
  const conflict = page.getByTestId('version-conflict')
  await expect(conflict.getByRole('heading', { name: 'Someone else saved this article' })).toBeVisible()
  await expect(conflict.getByText(/^This article was saved by .+ at .+ since you opened it\./)).toBeVisible()
  // what changed meanwhile, word by word, while the user's text stays in the form
  await expect(conflict.locator('[data-field="title"] [data-side="after"] ins')).toContainText('delayed')
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(mine)
  expect(await current(page, id)).toMatchObject({ title: `Harbour ferry delayed ${stamp}`, version: 2 })

  // keep mine: saved over theirs as a new version; the draft's address follows its title
  await conflict.getByRole('button', { name: 'Save my version' }).click()
  await expect(conflict).toHaveCount(0)
  expect(await current(page, id)).toMatchObject({ title: mine, slug: `harbour-ferry-cancelled-${stamp}`, version: 3 })

  // stale again: this time the user takes the other version instead
  const theirs = `Harbour ferry resumes ${stamp}`
  await saveElsewhere(page, id, { title: theirs, version: 3 })
  await page.getByLabel('Subtitle', { exact: true }).fill('Strong winds')
  await saveDraft(page)
  await expect(conflict).toBeVisible()
  await conflict.getByRole('button', { name: 'Load their version' }).click()
  await expect(conflict).toHaveCount(0)
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(theirs)
  await expect(page.getByLabel('Subtitle', { exact: true })).toHaveValue('')

  // the History panel: every save, and the first text restored as a new version
  await page.getByRole('button', { name: 'History' }).click()
  const history = page.getByRole('dialog', { name: 'Article history' })
  const saves = history.getByRole('list', { name: 'Saved versions' }).getByRole('listitem')
  await expect(saves).toHaveCount(4)
  await expect(saves.first()).toContainText('Changed: Title')
  await expect(history.getByTestId('revision-diff').locator('[data-field="title"]')).toBeVisible()
  await history.getByRole('button', { name: 'Restore version 1' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Restore version 1?' })
  await confirm.getByRole('button', { name: 'Restore' }).click()
  await expect(adminToasts(page).getByText('Version 1 is current again.')).toBeVisible()
  await expect(history).toHaveCount(0)
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(original)
  expect(await current(page, id)).toMatchObject({ title: original, version: 5 })
  await page.context().close()
})

test('a restore that the server refuses says so and changes nothing', async ({ browser, baseURL }) => {
  const page = await englishAdminPage(browser, baseURL)
  await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  const title = `Lighthouse keeper ${stamp}`
  const id = await createDraft(page, title)
  const categories = (await (await page.request.get('/api/admin/categories')).json()) as { id: number }[]
  const edit = { title: `${title} retires`, content: '<p>Text</p>', categoryId: categories[0]!.id, version: 1 }
  expect((await page.request.put(`/api/admin/articles/${id}`, { data: edit })).status()).toBe(200)
  await openEditor(page, id, `${title} retires`)
  await page.getByRole('button', { name: 'History' }).click()
  const history = page.getByRole('dialog', { name: 'Article history' })
  await expect(history.getByRole('listitem')).toHaveCount(2)

  // meanwhile the article is deleted elsewhere
  expect((await page.request.delete(`/api/admin/articles/${id}`)).status()).toBe(200)
  await history.getByRole('button', { name: 'Restore version 1' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click()
  await expect(adminToasts(page).getByText(/Failed to restore the version\. Revision not found/)).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  expect((await page.request.get(`/api/admin/articles/${id}`)).status()).toBe(404)
  await page.context().close()
})
