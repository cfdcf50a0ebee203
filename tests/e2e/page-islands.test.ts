import { expect, test, type Page } from '@playwright/test'
import { clickInView } from '../support/click-in-view.ts'
import { anExcerpt, expectHydrated } from '../support/islands.ts'

/**
 * The article, the first page of cards of a section and of the article list, the
 * footer's links and the desktop category menu are islands (docs/decisions/014-static-islands.md,
 * 016-first-load-javascript.md): kept from the server's HTML, drawn by code that comes
 * only when the browser draws them itself.
 */

/** The addresses of the scripts the page loaded until now. */
function scriptAddresses(page: Page): string[] {
  const addresses: string[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) addresses.push(new URL(response.url()).pathname)
  })
  return addresses
}

/** The paths of the page data the page asked for until now (`/articles.data`: a revalidation). */
function dataRequests(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('.data')) paths.push(pathname)
  })
  return paths
}

const loaded = (addresses: string[], chunk: string) =>
  addresses.filter((address) => address.startsWith(`/assets/${chunk}-`))

test.describe('page islands', () => {
  test('a section page sends its cards in the markup only; load more and the other language draw them', async ({
    page,
  }) => {
    const html = await (await page.request.get('/categories/politiki')).text()
    const excerpt = anExcerpt(html)
    expect(html.split(excerpt)).toHaveLength(2)

    const addresses = scriptAddresses(page)
    await page.goto('/categories/politiki')
    await expectHydrated(page)
    const cards = page.locator('main article')
    const first = await cards.count()
    expect(first).toBeGreaterThan(0)
    // the cards' code has not come: the server's cards are kept
    expect(loaded(addresses, 'article-cards')).toEqual([])
    expect(loaded(addresses, 'shell-views')).toEqual([])

    // kept cards navigate client-side
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    const title = (await cards.first().locator('h2').textContent())!.trim()
    await clickInView(cards.first().locator('h2 a'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Πολιτική')
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)

    // the other language: cards, footer and menu are drawn by React, in English
    await page.getByRole('button', { name: 'EN' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politics')
    await expect(page.getByText('All rights reserved.')).toBeVisible()
    await expect(page.locator('footer').getByRole('link', { name: 'Contact' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Categories' })
    await expect(nav.getByRole('link', { name: 'Economy', exact: true })).toBeVisible()
    await expect(cards).toHaveCount(first)
    expect(loaded(addresses, 'shell-views')).toHaveLength(1)
    await page.getByRole('button', { name: 'ΕΛ' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Πολιτική')
  })

  test('the article list keeps its first cards, loads more and redraws for new filters', async ({ page }) => {
    const addresses = scriptAddresses(page)
    const data = dataRequests(page)
    await page.goto('/articles')
    await expectHydrated(page)
    await page.waitForLoadState('networkidle')
    const cards = page.locator('main article')
    await expect(cards).toHaveCount(12)
    expect(loaded(addresses, 'article-cards')).toEqual([])
    // the page's data is not asked for again (its chips' island is empty without filters: no lost markup)
    expect(data).toEqual([])
    // the request's code comes with the click too
    expect(loaded(addresses, 'fetch-article-page')).toEqual([])

    await clickInView(page.getByRole('button', { name: 'Περισσότερα' }))
    await expect(cards).toHaveCount(24)
    expect(loaded(addresses, 'article-cards')).toHaveLength(1)
    expect(loaded(addresses, 'fetch-article-page')).toHaveLength(1)
    const titles = await cards.locator('h2').allTextContents()
    expect(new Set(titles).size).toBe(titles.length)

    // another order: a client-side navigation whose data brings the cards, drawn by React
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await page.locator('#articles-sort').selectOption('alphabetical')
    await expect(page).toHaveURL(/sort=alphabetical/)
    await expect(cards).toHaveCount(12)
    const sorted = await cards.locator('h2').allTextContents()
    expect(sorted).not.toEqual(titles.slice(0, 12))
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  })

  test("the article list's filter panel and count are kept from its HTML and work before their drawing code comes", async ({
    page,
  }) => {
    const addresses = scriptAddresses(page)
    await page.goto('/articles')
    await expectHydrated(page)
    // the count is written by the loader, the panel by the server: neither's code is loaded
    await expect(page.getByRole('status')).toHaveText(/^Βρέθηκαν [\d.]+ άρθρα$/)
    expect(loaded(addresses, 'plural')).toEqual([])
    expect(loaded(addresses, 'filter-views')).toEqual([])
    await page.evaluate(() =>
      Object.assign(window, { samePage: true, keptSelect: document.querySelector('#articles-category') }),
    )
    const category = page.locator('#articles-category')

    // the kept select navigates client-side; the chips are drawn for the new filters (their
    // code comes now), the controls stay the same elements
    await category.selectOption('politiki')
    await expect(page).toHaveURL(/category=politiki/)
    const chip = page.getByRole('button', { name: 'Αφαίρεση φίλτρου: Πολιτική' })
    await expect(chip).toBeVisible()
    expect(loaded(addresses, 'filter-views')).toHaveLength(1)
    expect(
      await page.evaluate(
        () =>
          document.querySelector('#articles-category') === (window as unknown as { keptSelect: Element }).keptSelect,
      ),
    ).toBe(true)

    // a chip, then back: the controls show the address's filters
    await chip.click()
    await expect(page).toHaveURL(/\/articles$/)
    await expect(category).toHaveValue('')
    await page.goBack()
    await expect(page).toHaveURL(/category=politiki/)
    await expect(category).toHaveValue('politiki')

    // the kept search box
    await page.locator('#articles-search').fill('  Αθήνα ')
    await page.locator('#articles-search').press('Enter')
    await expect(page).toHaveURL(/\/articles\?search=%CE%91%CE%B8%CE%AE%CE%BD%CE%B1&category=politiki$/)
    await expect(page.getByRole('button', { name: 'Αφαίρεση φίλτρου: Αναζήτηση: «Αθήνα»' })).toBeVisible()
    await page.getByRole('button', { name: 'Καθαρισμός όλων' }).click()
    await expect(page).toHaveURL(/\/articles$/)
    await expect(page.locator('#articles-search')).toHaveValue('')
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  })

  test('an article is in its markup only; the other language and a navigation draw it', async ({ page }) => {
    // an article with a paragraph of text (other tests publish short ones)
    await page.goto('/')
    const hrefs = await page
      .locator('main article h3 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
    let href = ''
    let html = ''
    let body: string | undefined
    for (href of hrefs) {
      html = await (await page.request.get(href)).text()
      // a run of words of the body: once in the page, not again in its data
      body = /<div class="prose-article[^"]*"[^>]*>[\s\S]*?<p>([^<]{40,})/.exec(html)?.[1]
      if (body) break
    }
    expect(body).toBeDefined()
    const words = /[\p{L} ]{20,}/u.exec(body!)![0]
    expect(html.split(words)).toHaveLength(2)
    expect(await (await page.request.get(`${href}.data`)).text()).toContain(words)

    const addresses = scriptAddresses(page)
    await page.goto(href)
    await expectHydrated(page)
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    expect(loaded(addresses, 'article-views')).toEqual([])
    await expect(page.locator('script[type="application/ld+json"]')).not.toHaveCount(0)

    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await page.getByRole('button', { name: 'EN' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title)
    await expect(page.locator('main .prose-article')).not.toBeEmpty()
    expect(loaded(addresses, 'article-views')).toHaveLength(1)
    await page.getByRole('button', { name: 'ΕΛ' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('script[type="application/ld+json"]')).not.toHaveCount(0)
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  })

  test("when React cannot hydrate the server's markup, the islands ask for their content and draw it", async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // a heading the browser's render will not match
    await page.route(/\/articles$/, async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace('>Όλα τα άρθρα</h1>', '>Κάτι άλλο</h1>')
      await route.fulfill({ response, body: html })
    })
    const data = dataRequests(page)
    await page.goto('/articles')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Όλα τα άρθρα')
    await expect(page.locator('main article')).toHaveCount(12)
    await expect(page.getByLabel('Κατηγορία')).toBeVisible()
    expect(data).toEqual(['/articles.data'])
    // React's error 418: the hydration failed
    expect(errors.join('\n')).toMatch(/React error #418/)
  })
})
