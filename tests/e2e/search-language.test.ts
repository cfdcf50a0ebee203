import { expect, test, type Page } from '@playwright/test'
import { englishAdminPage, signInToAdmin } from '../support/admin-sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts'

/**
 * The header search of the demo newsroom understands Greek word forms, English ones
 * and Greeklish, and offers a correction for a misspelt word, in the page's language;
 * the newsroom's article list finds the same articles.
 */
async function searchFromHeader(page: Page, label: string, words: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: label })
  await box.fill(words)
  await box.press('Enter')
  await resultsFor(page, words)
}

/** Wait for the list of `words`' results (until then the status still counts the last search's). */
async function resultsFor(page: Page, words: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/articles' && url.searchParams.get('search') === words)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

async function foundCount(page: Page, pattern: RegExp): Promise<number> {
  const status = page.getByRole('status')
  await expect(status).toHaveText(pattern)
  return Number((await status.textContent())?.match(/\d+/)?.[0] ?? 0)
}

test.describe('search that knows Greek', () => {
  test('in Greek: word forms, Greeklish and "Μήπως εννοείτε"', async ({ page }) => {
    await page.goto('/')
    // the demo articles say "Μαραθώνιο", never "Μαραθώνιος"
    await searchFromHeader(page, 'Αναζήτηση άρθρων', 'ΜΑΡΑΘΩΝΙΟΣ')
    expect(await foundCount(page, /Βρέθηκ(αν|ε) \d+ άρθρ/)).toBeGreaterThan(0)
    await expect(page.locator('main article').first()).toContainText(/[Μμ]αραθ/)

    await searchFromHeader(page, 'Αναζήτηση άρθρων', 'kyvernisi')
    const greeklish = await foundCount(page, /Βρέθηκ(αν|ε) \d+ άρθρ/)
    await searchFromHeader(page, 'Αναζήτηση άρθρων', 'κυβέρνηση')
    expect(await foundCount(page, /Βρέθηκ(αν|ε) \d+ άρθρ/)).toBe(greeklish)

    await searchFromHeader(page, 'Αναζήτηση άρθρων', 'κυβερνιση')
    await expect(page.getByText('Δεν βρέθηκαν άρθρα')).toBeVisible()
    const suggestion = page.getByTestId('search-suggestion')
    await expect(suggestion).toHaveText('Μήπως εννοείτε κυβέρνηση;')
    await suggestion.getByRole('link', { name: 'κυβέρνηση' }).click()
    await resultsFor(page, 'κυβέρνηση')
    expect(await foundCount(page, /Βρέθηκ(αν|ε) \d+ άρθρ/)).toBe(greeklish)
    await expect(page.getByRole('searchbox', { name: 'Αναζήτηση άρθρων' })).toHaveValue('κυβέρνηση')
  })

  test('in English: elections, Greeklish and "Did you mean"', async ({ page }) => {
    await page.goto('/?lang=en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await searchFromHeader(page, 'Search articles', 'elections')
    expect(await foundCount(page, /Found \d+ articles?/)).toBeGreaterThan(0)

    await searchFromHeader(page, 'Search articles', 'thessaloniki')
    expect(await foundCount(page, /Found \d+ articles?/)).toBeGreaterThan(0)
    await searchFromHeader(page, 'Search articles', 'kyvernisi')
    expect(await foundCount(page, /Found \d+ articles?/)).toBeGreaterThan(0)

    await searchFromHeader(page, 'Search articles', 'electons')
    await expect(page.getByText('No articles found')).toBeVisible()
    const suggestion = page.getByTestId('search-suggestion')
    await expect(suggestion).toHaveText(/^Did you mean elections?\?$/)
    await suggestion.getByRole('link').click()
    await resultsFor(page, 'elections')
    expect(await foundCount(page, /Found \d+ articles?/)).toBeGreaterThan(0)
  })
})

test('the newsroom article list finds, in every status, what the reader search finds', async ({ browser, baseURL }) => {
  const page = await englishAdminPage(browser, baseURL)
  await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  await page.goto('/admin/articles')
  const box = page.getByRole('searchbox', { name: 'Search articles' })
  for (const words of ['ΜΑΡΑΘΩΝΙΟΣ', 'kyvernisi', 'elections']) {
    const query = encodeURIComponent(words)
    const readers = (await (await page.request.get(`/api/public/search?search=${query}`)).json()) as { total: number }
    const newsroom = (await (await page.request.get(`/api/admin/articles?search=${query}`)).json()) as { total: number }
    expect(readers.total).toBeGreaterThan(0)
    expect(newsroom.total).toBeGreaterThanOrEqual(readers.total)
    await box.fill(words)
    await expect(page.getByText(new RegExp(`^1–\\d+ of ${newsroom.total}$`))).toBeVisible()
  }
})

test('the curation picker offers the articles the search engine finds', async ({ browser, baseURL }) => {
  const page = await englishAdminPage(browser, baseURL)
  await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  await page.goto('/admin/breaking-news')
  await expect(page.getByRole('heading', { level: 1, name: 'Breaking News Manager' })).toBeVisible()
  const picker = page.getByRole('combobox', { name: 'Article' })
  // the English titles say "government"; the Greek text, read from Greeklish, κυβέρνηση
  await picker.fill('kyvernisi')
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
  await expect(page.getByText('No published articles match.')).toBeHidden()
  await picker.fill('zzqqxxnothing')
  await expect(page.getByText('No published articles match.')).toBeVisible()
})
