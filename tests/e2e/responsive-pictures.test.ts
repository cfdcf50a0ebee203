import { expect, test, type APIRequestContext, type Locator } from '@playwright/test'
import { pressInView } from '../support/click-in-view.ts'

/**
 * Pictures sized for the screen (Lighthouse's uses-responsive-images): a
 * picture with WebP renditions (uploads, and the demo newsroom's covers from its seed)
 * offers them in a `srcset` with its layout's `sizes`, the original as `src`; the
 * server's markup carries them (the home page's cards are static islands, kept as drawn).
 */

/** The addresses a `srcset` offers, each with its width. */
function candidates(srcset: string): { address: string; width: number }[] {
  return srcset.split(',').map((candidate) => {
    const [address, descriptor] = candidate.trim().split(/\s+/)
    return { address: address!, width: Number(descriptor!.replace(/w$/, '')) }
  })
}

/** Its srcset names the renditions of its `src`, smallest first, each served as a picture. */
async function expectRenditions(picture: Locator, request: APIRequestContext): Promise<string[]> {
  const [src, srcset, sizes] = await Promise.all(['src', 'srcset', 'sizes'].map((name) => picture.getAttribute(name)))
  expect(sizes, 'sizes').toBeTruthy()
  const offered = candidates(srcset ?? '')
  expect(offered.map((c) => c.address)).toContain(`${src}-w480.webp`)
  expect(offered.map((c) => c.width)).toEqual([...offered.map((c) => c.width)].sort((a, b) => a - b))
  for (const { address } of offered) {
    const response = await request.get(address)
    expect(response.status(), address).toBe(200)
    expect(response.headers()['content-type'], address).toMatch(address.endsWith('.webp') ? /^image\/webp/ : /^image\//)
  }
  return offered.map((c) => c.address)
}

test.describe('responsive pictures', () => {
  test("the server's markup of the home page gives its cards and slides their renditions", async ({
    browser,
    request,
  }) => {
    // without JavaScript: the markup as the server drew it
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    const card = page.locator('[data-section="editors-pick"] article img').nth(1)
    await expectRenditions(card, request)
    await expect(card).toHaveAttribute('loading', 'lazy')
    const slide = page.locator('[data-section="breaking-news"] .slide > img').first()
    await expectRenditions(slide, request)
    // the largest paint: fetched first, not lazily
    await expect(slide).toHaveAttribute('fetchpriority', 'high')
    await expect(slide).toHaveAttribute('loading', 'eager')
    await context.close()
  })

  test("a Latest News card loads the rendition its column needs (a third of the page's main column)", async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const latest = page.locator('[data-section="latest"]')
    const pictures = latest.locator('article img[srcset]')
    // in the suite's order the newest articles can be earlier tests' ones, without a picture
    for (let shown = 6; (await pictures.count()) === 0 && shown < 60; shown += 6) {
      await pressInView(latest.getByRole('button', { name: 'Περισσότερα' }))
      await expect(latest.locator('article')).toHaveCount(shown + 6)
    }
    const picture = pictures.first()
    await picture.scrollIntoViewIfNeeded()
    const offered = await expectRenditions(picture, request)
    // 1280 px wide at 1 device pixel per CSS pixel: a card of about 280 px takes the 480 px rendition
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/-w480\.webp$/)
    expect(offered).toContain(new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname)
  })

  test("the article's featured picture offers its renditions and loads one at the article's width", async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const href = await page.locator('[data-section="editors-pick"] article h3 a').first().getAttribute('href')
    await page.goto(href!)
    const picture = page.locator('main figure img').first()
    await expectRenditions(picture, request)
    await expect(picture).toHaveAttribute('fetchpriority', 'high')
    await expect(picture).toHaveAttribute('loading', 'eager')
    // 736 px wide on a desktop screen: the 960 px rendition
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/-w960\.webp$/)
  })
})
