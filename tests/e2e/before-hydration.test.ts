import { expect, test, type Page } from '@playwright/test'

/**
 * docs/decisions/018-scripts-after-load.md: a public page's scripts start after its
 * load, so the reader can use it before React has taken it over. What they did then
 * is done once React has.
 */

/** Holds back the requests `pattern` matches: `requested` once the first comes, until `release` is called. */
async function holdRequests(page: Page, pattern: RegExp): Promise<{ requested: Promise<void>; release: () => void }> {
  let asked!: () => void
  const requested = new Promise<void>((resolve) => (asked = resolve))
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    asked()
    await released
    await route.continue()
  })
  return { requested, release }
}

/** Holds the page's scripts back until `release` is called. */
const holdScripts = async (page: Page) => (await holdRequests(page, /\/assets\/.+\.js$/)).release

test.describe('before the scripts have run', () => {
  test('a category chosen in the article list is applied once they have', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/articles')
    await page.getByLabel('Κατηγορία').selectOption('politiki')
    await page.getByLabel('Ταξινόμηση').selectOption('oldest')
    // nothing to do it yet
    await expect(page).toHaveURL(/\/articles$/)
    release()
    await expect(page).toHaveURL(/category=politiki/)
    await expect(page).toHaveURL(/sort=oldest/)
    await expect(page.getByRole('button', { name: 'Αφαίρεση φίλτρου: Πολιτική' })).toBeVisible()
  })

  test('a search sent from an English page stays in English', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/?lang=en')
    const box = page.getByRole('searchbox', { name: 'Search articles' })
    await box.fill('elections')
    await box.press('Enter')
    // the browser sent the form itself, to a page whose scripts are held back too
    await page.waitForURL((url) => url.pathname === '/articles' && url.searchParams.get('search') === 'elections')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('status')).toHaveText(/^Found \d+ articles?$/)
    release()
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('elections')
  })

  test('a link followed from a page opened at ?lang=en leads to an English page', async ({ page }) => {
    await holdScripts(page)
    await page.goto('/?lang=en')
    // followed as the browser does (not clicked: the home page's ad frames may still
    // move the links under the pointer), to a page whose scripts are held back too
    const link = await page.locator('main a[href^="/articles/"]').first().getAttribute('href')
    await page.goto(link!)
    await expect(page).toHaveURL(/\/articles\/[^/?]+$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('Clear Filters tapped while React hydrates, before the filter panel listens, is played again once it has', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto('/articles?search=zzqqxxnothing')
    // the moment between the hydration's start and the panel's listeners (an effect):
    // the tap goes up to the window with nothing to handle it
    await page.evaluate(() => document.dispatchEvent(new Event('newsroom:hydrating')))
    await page.getByRole('button', { name: 'Καθαρισμός φίλτρων' }).click()
    await expect(page).toHaveURL(/search=zzqqxxnothing/)
    release()
    await expect(page).toHaveURL(/\/articles$/)
  })

  test('a tap on the language switch is played again once they have', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'EN' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'el')
    release()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('[data-section="latest"]').getByRole('heading', { name: 'Latest News' })).toBeVisible()
  })

  test("a tap React cannot handle while it hydrates is played again once it has (the 404 page's code still coming)", async ({
    page,
  }) => {
    const { requested, release } = await holdRequests(page, /\/assets\/article-not-found-[\w-]+\.js$/)
    await page.goto('/articles/no-such-article')
    // the hydration has begun, and waits for the 404 page's code
    await requested
    await page.getByRole('button', { name: 'EN' }).click()
    release()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found')
  })
})
