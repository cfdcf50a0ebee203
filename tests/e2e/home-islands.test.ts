import { expect, test, type Page } from '@playwright/test'
import { clickInView } from '../support/click-in-view.ts'
import { anExcerpt, expectHydrated } from '../support/islands.ts'

/**
 * Static islands (docs/decisions/014-static-islands.md): the home page's cards,
 * slides, headlines and ads are in the HTML once, not again in the hydration data;
 * a data request (a client-side navigation) carries them; and the page works the same.
 */

/** The inline scripts of a page, and its markup without them. */
function split(html: string): { scripts: string; markup: string } {
  const scripts: string[] = []
  const markup = html.replace(/<script\b[^>]*>([\s\S]*?)<\/script>/g, (_, body: string) => {
    scripts.push(body)
    return ''
  })
  return { scripts: scripts.join('\n'), markup }
}

/**
 * A run of plain words from a card excerpt on the page (no entities to decode): the
 * first card that has one, Editor's Pick or Latest News, since other tests publish
 * articles without an excerpt.
 */
/** The carousel shows slide `index` (1-based): it sits where the carousel's window is. */
async function expectShown(page: Page, index: number): Promise<void> {
  const carousel = page.locator('[data-section="breaking-news"]')
  const slide = carousel.getByRole('group', { name: new RegExp(`^${index} `) })
  await expect
    .poll(async () => {
      const state = await carousel.evaluate((el) => ({
        track: el.querySelector<HTMLElement>('.rounded-xl > div')?.style.transform,
        current: el.querySelector('[aria-current]')?.getAttribute('aria-label'),
      }))
      const [box, window] = await Promise.all([slide.boundingBox(), carousel.locator('.rounded-xl').boundingBox()])
      return `${Math.round(Math.abs(box!.x - window!.x))} ${JSON.stringify(state)}`
    })
    .toMatch(/^0 /)
  await expect(slide).not.toHaveAttribute('aria-hidden')
}

test.describe('home page islands', () => {
  for (const [address, data] of [
    ['/', '/_.data'],
    ['/?lang=en', '/_.data?lang=en'],
  ] as const) {
    test(`${address} sends a card's excerpt in its markup only; its data request carries it`, async ({ request }) => {
      const { scripts, markup } = split(await (await request.get(address)).text())
      const excerpt = anExcerpt(markup)
      expect(markup).toContain(excerpt)
      expect(scripts).toContain('streamController.enqueue')
      expect(scripts).not.toContain(excerpt)
      // nor the ads' HTML: only their ids travel, for the impressions
      expect(scripts).not.toContain('htmlContent')
      // nor the category menu's categories (in the markup, as the one list of every screen)
      expect(markup).toContain('href="/categories/ekloges"')
      expect(scripts).not.toContain('ekloges')
      const answer = await request.get(data)
      expect(answer.headers()['content-type']).toContain('text/x-script')
      expect(await answer.text()).toContain(excerpt)
    })
  }

  test('its cards navigate client-side after hydration, and home comes back drawn from data', async ({ page }) => {
    await page.goto('/')
    await expectHydrated(page)
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    const card = page.locator('[data-section="latest"] article h3 a').first()
    const href = await card.getAttribute('href')
    await clickInView(card)
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

    // back home by the site's own link: the sections come from the page's data request
    const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/_.data')
    await page.locator('header a[href="/"]').first().click()
    await loaded
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    await expect(page.locator('[data-section="latest"] article')).toHaveCount(6)
    await expect(page.locator('[data-section="editors-pick"] article')).toHaveCount(6)
    await expect(page.locator('[data-section="trending"] li')).toHaveCount(8)
    const dots = page.locator('[data-section="breaking-news"]').getByRole('button', { name: /Μετάβαση/ })
    await expect(dots).toHaveCount(3)
    await page.getByRole('button', { name: 'Επόμενη διαφάνεια' }).click()
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    await clickInView(page.locator('[data-section="latest"]').getByRole('button', { name: 'Περισσότερα' }))
    await expect(page.locator('[data-section="latest"] article')).toHaveCount(12)
  })

  test('the kept slides move with the controls and the keys', async ({ page }) => {
    await page.goto('/')
    await expectHydrated(page)
    const carousel = page.locator('[data-section="breaking-news"]')
    const slides = carousel.locator('[aria-roledescription="slide"]')
    await expect(slides).toHaveCount(3)
    // the carousel took the kept slides over: the last one waits before the first, for the loop
    await expect(slides.nth(2)).toHaveAttribute('style', /translate3d\(-300%/)
    // scrolled to and drawn first: a click straight after Playwright's scroll can land on
    // the ad frame that sat there before it (click-in-view.ts)
    await clickInView(carousel.getByRole('button', { name: 'Μετάβαση στη διαφάνεια 3' }))
    await expectShown(page, 3)
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true')
    // the focus is on a dot: the arrow keys move on, and round
    await page.keyboard.press('ArrowRight')
    await expectShown(page, 1)
    await page.keyboard.press('ArrowLeft')
    await expectShown(page, 3)
  })

  test("the carousel's motion comes after the first paint, and keeps the moves made before it came", async ({
    page,
  }) => {
    // its chunk is held back until the reader has made two moves
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let asked = false
    await page.route(/\/assets\/carousel-motion-[\w-]+\.js$/, async (route) => {
      asked = true
      await released
      await route.continue()
    })
    const response = await page.goto('/')
    expect(await response!.text()).not.toContain('carousel-motion')
    await expectHydrated(page)
    const next = page.locator('[data-section="breaking-news"]').getByRole('button', { name: 'Επόμενη διαφάνεια' })
    await expect(next).toBeEnabled()
    await clickInView(next)
    await clickInView(next)
    expect(asked).toBe(true)
    release()
    await expectShown(page, 3)
  })

  test('the carousel goes on by itself every 10 s, but not while the reader is on it', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    // (the fake clock's performance keeps no marks: the motion taking over shows the hydration)
    const carousel = page.locator('[data-section="breaking-news"]')
    // the motion took the kept slides over (the last one waits before the first)
    await expect(carousel.locator('[aria-roledescription="slide"]').nth(2)).toHaveAttribute('style', /-300%/)
    await page.clock.runFor(10_000)
    await expectShown(page, 2)
    await carousel.hover()
    await page.clock.runFor(25_000)
    await expectShown(page, 2)
    await page.mouse.move(0, 0)
    await page.clock.runFor(10_000)
    await expectShown(page, 3)
  })
})
