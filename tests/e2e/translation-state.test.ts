import { expect, test, type Page } from '@playwright/test'
import { englishAdminPage, signInToAdmin } from '../support/admin-sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts'

/**
 * Which language goes where through the browser: the editor names the
 * main text and the Greek version and says who reads each, in English and in Greek; an
 * article whose main text is edited after its Greek version shows "Greek version older"
 * in the editor and in the list, and the list's filter finds it; an unknown filter in the
 * address shows every article instead of failing.
 */
const stamp = Date.now()
const edited = { title: `Storm Daniel ${stamp}`, titleGr: `Κακοκαιρία Daniel ${stamp}` }
const untranslated = `Wildfire near Athens ${stamp}`

async function createArticle(page: Page, data: object): Promise<number> {
  const categories = (await (await page.request.get('/api/admin/categories')).json()) as { id: number }[]
  const created = await page.request.post('/api/admin/articles', {
    data: { content: '<p>The first version.</p>', categoryId: categories[0]!.id, status: 'draft', ...data },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { id: number }).id
}

async function useGreekAdmin(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'newsroom_lang', value: 'gr', url: baseURL ?? 'http://127.0.0.1' }])
  await page.evaluate(() => window.localStorage.setItem('newsroom.language', 'gr'))
  await page.reload()
}

/** The list, narrowed by the search box to this test's articles. */
async function searchList(page: Page, label: string) {
  await page.getByRole('searchbox', { name: label }).fill(String(stamp))
}

test('the editor says which language goes where, and the list finds a Greek version left behind', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const page = await englishAdminPage(browser, baseURL)
  await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  const id = await createArticle(page, { ...edited, contentGr: '<p>Η πρώτη εκδοχή.</p>' })
  await createArticle(page, { title: untranslated })

  // the editor in English: the main text, who reads it, and the Greek version in step
  await page.goto(`/admin/articles/${id}/edit`)
  const main = page.getByRole('region', { name: 'Main text', exact: true })
  await expect(main.getByText(/Readers of the English site see it, and so do readers of the Greek site/)).toBeVisible({
    timeout: 15_000,
  })
  await expect(main.getByText(/can type Greek here and leave the Greek version empty/)).toBeVisible()
  const greek = page.getByRole('region', { name: 'Greek version', exact: true })
  await expect(greek.getByText(/Readers of the Greek site see it/)).toBeVisible()
  await expect(greek.getByTestId('translation-state')).toHaveText(/Both versions up to date/)

  // only the main text changes: the Greek version is now older
  await main.getByLabel('Title', { exact: true }).fill(`${edited.title} hits Volos`)
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(greek.getByTestId('translation-state')).toHaveText(/Greek version older than the main text/)

  // the list: its badge, and the filter that finds it (kept in the address)
  await page.goto('/admin/articles')
  await searchList(page, 'Search articles')
  const row = page.getByTestId(`article-row-${id}`)
  await expect(row.getByText('Greek version older than the main text').filter({ visible: true })).toBeVisible()
  const other = page.getByRole('row').filter({ hasText: untranslated })
  await expect(other.getByText('Greek version missing').filter({ visible: true })).toBeVisible()
  await page.getByRole('combobox', { name: 'Translation' }).click()
  await page.getByRole('option', { name: 'Greek version older than the main text' }).click()
  await expect(page).toHaveURL(/[?&]translation=greekOutdated/)
  await expect(other).toHaveCount(0)
  await expect(row).toBeVisible()

  // the failure path: a state the list does not know, typed into the address, shows every article
  await page.goto('/admin/articles?translation=greek-ish')
  await searchList(page, 'Search articles')
  await expect(page.getByRole('combobox', { name: 'Translation' })).toHaveText('All translation states')
  await expect(page.getByRole('row').filter({ hasText: untranslated })).toBeVisible()
  await expect(page.getByTestId(`article-row-${id}`)).toBeVisible()

  // the Greek admin: the same labels and states in Greek, and no English ones
  await page.goto(`/admin/articles/${id}/edit`)
  await useGreekAdmin(page, baseURL)
  const kyrio = page.getByRole('region', { name: 'Κύριο κείμενο', exact: true })
  await expect(
    kyrio.getByText(
      /Το βλέπουν οι αναγνώστες της αγγλικής έκδοσης, και της ελληνικής όταν η ελληνική έκδοση είναι κενή/,
    ),
  ).toBeVisible({ timeout: 15_000 })
  await expect(kyrio.getByText(/γράψτε εδώ ελληνικά και αφήστε κενή την ελληνική έκδοση/)).toBeVisible()
  const ellinikh = page.getByRole('region', { name: 'Ελληνική έκδοση', exact: true })
  await expect(ellinikh.getByText(/Το βλέπουν οι αναγνώστες της ελληνικής έκδοσης/)).toBeVisible()
  await expect(ellinikh.getByTestId('translation-state')).toHaveText(
    /Η ελληνική έκδοση είναι παλαιότερη από το κύριο κείμενο/,
  )
  await expect(page.getByText(/Readers of the|Greek version older/)).toHaveCount(0)

  await page.goto('/admin/articles?translation=greekOutdated')
  await searchList(page, 'Αναζήτηση άρθρων')
  await expect(page.getByRole('combobox', { name: 'Μετάφραση' })).toHaveText(
    'Η ελληνική έκδοση είναι παλαιότερη από το κύριο κείμενο',
  )
  await expect(
    page
      .getByTestId(`article-row-${id}`)
      .getByText('Η ελληνική έκδοση είναι παλαιότερη από το κύριο κείμενο')
      .filter({ visible: true }),
  ).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: untranslated })).toHaveCount(0)
  await page.context().close()
})
