import { expect, test } from '@playwright/test'
import { expectHydrated } from '../support/islands.ts'

test.describe('public shell', () => {
  test('the home page shows the seeded categories in Greek', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'el')
    const nav = page.getByRole('navigation', { name: 'Κατηγορίες' })
    for (const name of ['Πολιτική', 'Οικονομία', 'Κόσμος', 'Κοινωνία', 'Αθλητισμός', 'Τεχνολογία', 'Πολιτισμός']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Palmos News' }).first()).toBeVisible()
    await expect(page.getByText('© 2025 Palmos News')).toBeVisible()
  })

  test('sub-categories open from the keyboard as well as on hover', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Κατηγορίες' })
    const sub = nav.getByRole('link', { name: 'Εκλογές', exact: true })
    await expect(sub).toBeHidden()
    await nav.getByRole('link', { name: 'Πολιτική', exact: true }).focus()
    await expect(sub).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(sub).toBeFocused()
    await expect(sub).toHaveAttribute('href', '/categories/ekloges')
  })

  test('switching to English survives a reload and sets <html lang="en">', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'EN' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Politics', exact: true }),
    ).toBeVisible()
    expect(await page.evaluate(() => window.localStorage.getItem('newsroom.language'))).toBe('en')

    await page.reload()
    // rendered in English by the server, not switched after load
    const html = await (await page.request.get('/', { headers: { Cookie: 'newsroom_lang=en' } })).text()
    expect(html).toContain('<html lang="en"')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Politics', exact: true }).first()).toBeVisible()
    await expect(page.getByText('All rights reserved.')).toBeVisible()

    await page.getByRole('button', { name: 'ΕΛ' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'el')
  })

  test('links change the page without reloading it; a modified click is left to the browser', async ({ page }) => {
    await page.goto('/')
    // before React has taken the page over, a link is an ordinary link
    await expectHydrated(page)
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    const nav = page.getByRole('navigation', { name: 'Κατηγορίες' })
    await nav.getByRole('link', { name: 'Πολιτική', exact: true }).click()
    await expect(page).toHaveURL(/\/categories\/politiki$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Πολιτική')
    await page.locator('main article a[href^="/articles/"]').first().click()
    await expect(page).toHaveURL(/\/articles\/[\w-]+$/)
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)

    const opened = page.context().waitForEvent('page')
    await page
      .getByRole('link', { name: 'Palmos News' })
      .first()
      .click({ modifiers: ['ControlOrMeta'] })
    await (await opened).close()
    await expect(page).toHaveURL(/\/articles\/[\w-]+$/)
  })

  test('the header search sends the trimmed text to /articles?search=', async ({ page }) => {
    await page.goto('/')
    // before React has taken the page over (ADR 018: up to 3 s), the box is a plain
    // form, which sends what it holds as it is
    await expectHydrated(page)
    const search = page.getByRole('searchbox', { name: 'Αναζήτηση άρθρων' })
    await search.fill('   ')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/$/)
    await search.fill('  Αθήνα  ')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/articles\?search=%CE%91%CE%B8%CE%AE%CE%BD%CE%B1$/)
  })

  test('an unknown path shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Η σελίδα δεν βρέθηκε')
    await page.getByRole('button', { name: 'EN' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
  })

  test('@mobile the menu button opens the categories, indented, and closes on a click', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: /Κατηγορίες/ }).click()
    const list = page.locator('#mobile-categories')
    await expect(list.getByRole('link', { name: 'Εκλογές', exact: true })).toBeVisible()
    await list.getByRole('link', { name: 'Οικονομία', exact: true }).click()
    await expect(list).toBeHidden()
    await expect(page).toHaveURL(/\/categories\/oikonomia$/)
    // the same list in English after the switch, drawn from the page's data
    await page.getByRole('button', { name: 'EN' }).click()
    await page.getByRole('button', { name: /Categories/ }).click()
    await expect(list.getByRole('link', { name: 'Elections', exact: true })).toBeVisible()
    await expect(list.getByRole('link', { name: 'Εκλογές', exact: true })).toHaveCount(0)
  })
})

test.describe('caching', () => {
  test('public pages carry Cache-Control and an ETag, and answer 304 to a match', async ({ request }) => {
    const first = await request.get('/')
    expect(first.status()).toBe(200)
    expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60')
    const etag = first.headers()['etag']!
    expect(etag).toMatch(/^W\/".+"$/)
    // the first answer may be a cached page sent while its successor is made (earlier
    // tests changed the news): a 200 then carries the new page's different ETag, and
    // that one is matched next
    let latest = etag
    await expect(async () => {
      const again = await request.get('/', { headers: { 'If-None-Match': latest } })
      if (again.status() === 200) {
        const changed = again.headers()['etag']!
        expect(changed).not.toBe(latest)
        latest = changed
      }
      expect(again.status()).toBe(304)
    }).toPass({ timeout: 10_000 })
    const english = await request.get('/', { headers: { Cookie: 'newsroom_lang=en' } })
    expect(english.headers()['etag']).not.toBe(latest)
    const admin = await request.get('/admin')
    expect(admin.headers()['cache-control']).toBe('private, no-store')
  })
})
