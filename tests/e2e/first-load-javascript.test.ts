import { expect, test, type Page } from '@playwright/test'
import { pressInView } from '../support/click-in-view.ts'
import { expectHydrated } from '../support/islands.ts'

/**
 * docs/decisions/016-first-load-javascript.md: code a page's first paint does not run
 * is not in the scripts it loads first, and still works when it is needed.
 */

/** The scripts the page loaded until now, by address and text. */
function collectScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>()
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.set(response.url(), response.text())
  })
  return scripts
}

async function scriptsContaining(scripts: Map<string, Promise<string>>, text: string): Promise<string[]> {
  const found: string[] = []
  for (const [url, body] of scripts) if ((await body).includes(text)) found.push(url)
  return found
}

test.describe('first-load JavaScript', () => {
  test("a public page's scripts start after its load and it hydrates; the admin's come at once", async ({ page }) => {
    const response = await page.goto('/')
    expect(await response!.text()).not.toContain('<link rel="modulepreload"')
    await page.waitForLoadState('networkidle')
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
      return { load: navigation!.loadEventStart, starts: scripts.map((entry) => entry.startTime) }
    })
    // the framework, the entry, the route modules...
    expect(timing.starts.length).toBeGreaterThan(4)
    for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.load)
    // ...and the page works: the language switch is React's
    await page.getByRole('button', { name: 'EN' }).click()
    await expect(page.locator('[data-section="latest"]').getByRole('heading', { name: 'Latest News' })).toBeVisible()
    // docs/decisions/018-scripts-after-load.md: the admin's screens preload theirs from the HTML
    expect(await (await page.request.get('/admin/login')).text()).toContain('<link rel="modulepreload"')
  })

  test('page metadata comes from the loaders, and is right after a client-side navigation', async ({ page }) => {
    const scripts = collectScripts(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    // the builders' texts (Open Graph locales) are in no script of the page
    expect(await scriptsContaining(scripts, 'og:locale:alternate')).toEqual([])

    await expectHydrated(page)
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    const nav = page.getByRole('navigation', { name: 'Κατηγορίες' })
    await nav.getByRole('link', { name: 'Πολιτική', exact: true }).click()
    await expect(page).toHaveURL(/\/categories\/politiki$/)
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
    await expect(page).toHaveTitle('Πολιτική | Palmos News')
    const canonical = page.locator('link[rel="canonical"]')
    await expect(canonical).toHaveCount(1)
    await expect(canonical).toHaveAttribute('href', /\/categories\/politiki$/)
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/categories\/politiki\?lang=en$/,
    )
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'el_GR')

    // the other language: the same page's metadata, in English
    await page.getByRole('button', { name: 'EN' }).click()
    await expect(page).toHaveTitle('Politics | Palmos News')
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB')
    await expect(page.locator('title')).toHaveCount(1)
    await page.getByRole('button', { name: 'ΕΛ' }).click()
    await expect(page).toHaveTitle('Πολιτική | Palmos News')
  })

  test('the toast store comes with the first toast, through the small preload helper', async ({ page }) => {
    const scripts = collectScripts(page)
    await page.goto('/contact')
    await page.waitForLoadState('networkidle')
    // Vite's own preload helper (its CSP nonce lookup) is in no script: vite.config.ts swaps in ours
    expect(await scriptsContaining(scripts, 'csp-nonce')).toEqual([])
    // the store's chunk (named after use-toast.ts) is not loaded yet
    const storeChunks = () => [...scripts.keys()].filter((url) => /\/use-toast-[\w-]+\.js$/.test(url))
    expect(storeChunks()).toEqual([])
    await expect(page.getByRole('button', { name: 'Εγγραφή' })).toBeEnabled()
    await page.getByRole('button', { name: 'Εγγραφή' }).click()
    await expect(page.getByText('Σφάλμα', { exact: true })).toBeVisible()
    expect(storeChunks()).toHaveLength(1)
    // the lazy toaster's own imports were preloaded next to it (app/utils/preload-helper.ts)
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(preloaded.filter((href) => /\/use-toast-[\w-]+\.js$/.test(href ?? ''))).toHaveLength(1)
  })

  test("home's Show More loads its request code with the click", async ({ page }) => {
    const scripts = collectScripts(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const chunks = (name: string) => [...scripts.keys()].filter((url) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(url))
    expect(chunks('more-latest')).toEqual([])
    const latest = page.locator('[data-section="latest"]')
    await pressInView(latest.getByRole('button', { name: 'Περισσότερα' }))
    await expect(latest.locator('article')).toHaveCount(12)
    expect(chunks('more-latest')).toHaveLength(1)
  })
})
