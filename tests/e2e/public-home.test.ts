import { expect, test, type Page } from '@playwright/test'
import { clickInView, pressInView } from '../support/click-in-view.ts'
import { expectHydrated } from '../support/islands.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL } from '../support/e2e-env.ts'
import { staffApi } from '../support/staff-api.ts'

const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/

/** The home sections and ad slots, in document order. */
function sectionOrder(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main [data-section], main [data-placement]')].map(
      (el) => el.getAttribute('data-section') ?? el.getAttribute('data-placement'),
    ),
  )
}

test.describe('home page', () => {
  test('has its sections in order', async ({ page }) => {
    // the ads are in the server's HTML: nothing moves under the reader when they arrive
    await page.route('**/api/public/advertisements/*', (route) =>
      route.request().method() === 'GET' ? route.abort() : route.continue(),
    )
    await page.goto('/')
    expect(await sectionOrder(page)).toEqual([
      'header_top',
      'breaking-news',
      'homepage_banner',
      'editors-pick',
      'trending',
      'latest',
      'between_articles',
      'footer_top',
    ])
    await expect(page.getByRole('heading', { name: 'Έκτακτες Ειδήσεις' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Επιλογές Σύνταξης' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Δημοφιλή Σήμερα' })).toBeVisible()
    await expect(page.locator('[data-section="editors-pick"] article')).toHaveCount(6)
    await expect(page.locator('[data-section="trending"] li')).toHaveCount(8)
    await expect(page.locator('[data-section="trending"]')).toContainText('προβολές σήμερα')
  })

  test('the breaking-news carousel moves with its controls', async ({ page }) => {
    await page.goto('/')
    const carousel = page.locator('[data-section="breaking-news"]')
    const dots = carousel.getByRole('button', { name: /Μετάβαση στη διαφάνεια/ })
    await expect(dots).toHaveCount(3)
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
    const slides = carousel.locator('[aria-roledescription="slide"]')
    await clickInView(carousel.getByRole('button', { name: 'Επόμενη διαφάνεια' }))
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    // the slide shown is on screen, the others hidden from assistive technology
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 })
    await expect(slides.nth(1)).not.toHaveAttribute('aria-hidden')
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true')
    await clickInView(carousel.getByRole('button', { name: 'Προηγούμενη διαφάνεια' }))
    await clickInView(carousel.getByRole('button', { name: 'Προηγούμενη διαφάνεια' }))
    // it wraps around
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
    await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 })
    await clickInView(carousel.getByRole('button', { name: 'Επόμενη διαφάνεια' }))
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 })
    await clickInView(dots.nth(2))
    await clickInView(dots.nth(0))
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
  })

  test('Show More adds six latest articles', async ({ page }) => {
    await page.goto('/')
    const latest = page.locator('[data-section="latest"]')
    const cards = latest.locator('article')
    await expect(cards).toHaveCount(6)
    const request = page.waitForRequest((r) => /\/api\/public\/articles\?limit=6&offset=\d+$/.test(r.url()))
    await pressInView(latest.getByRole('button', { name: 'Περισσότερα' }))
    expect(new URL((await request).url()).searchParams.get('offset')).not.toBe('0')
    await expect(cards).toHaveCount(12)
    const slugs = await cards.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(new Set(slugs).size).toBe(12)
  })

  test('Show More reads past a page of articles the home page already shows (breaking news, picks)', async ({
    page,
  }) => {
    const admin = await staffApi(E2E_BASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD)
    const before = (await (await admin.get('/api/admin/settings')).json()) as {
      breakingNewsArticles: number[]
      editorsPickArticles: number[]
    }
    const body = (await (await page.request.get('/api/public/articles?limit=18&offset=0')).json()) as
      { id: number }[] | { articles: { id: number }[] }
    const ids = (Array.isArray(body) ? body : body.articles).map((a) => a.id)
    // the six newest are not curated; the next six are the editor's picks, shown in their own section
    const curate = (breakingNewsArticles: number[], editorsPickArticles: number[]) =>
      Promise.all([
        admin.put('/api/admin/settings', { data: { breakingNewsArticles } }),
        admin.put('/api/admin/settings', { data: { editorsPickArticles } }),
      ])
    await curate(ids.slice(12, 15), ids.slice(6, 12))
    try {
      await page.goto('/')
      const latest = page.locator('[data-section="latest"]')
      const cards = latest.locator('article')
      await expect(cards).toHaveCount(6)
      await pressInView(latest.getByRole('button', { name: 'Περισσότερα' }))
      await expect(cards).toHaveCount(12)
      const shown = await cards.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(new Set(shown).size).toBe(12)
    } finally {
      await curate(before.breakingNewsArticles, before.editorsPickArticles)
    }
  })

  test('a card is one link to its article, from its picture too; its badge opens its section', async ({ page }) => {
    await page.goto('/')
    const card = page.locator('[data-section="latest"] article').first()
    const href = await card.locator('h3 a').getAttribute('href')
    // one link to the article per card (its title's, over the whole card), and the badge's
    await expect(card.locator('a')).toHaveCount(2)
    await expect(card.locator(`a[href="${href}"]`)).toHaveCount(1)
    // where the picture is drawn (the title's link lies over it); earlier tests' articles have none: their placeholder
    // measured once the page is hydrated and its data arrived, so nothing moves or is drawn again under the click
    await expectHydrated(page)
    await page.waitForLoadState('networkidle')
    const picture = card.locator('.card-media')
    await picture.scrollIntoViewIfNeeded()
    const [cardBox, pictureBox] = [(await card.boundingBox())!, (await picture.boundingBox())!]
    await card.click({
      position: {
        x: pictureBox.x - cardBox.x + pictureBox.width / 2,
        y: pictureBox.y - cardBox.y + pictureBox.height / 2,
      },
    })
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    // back home, React may draw the cards again once the page's scripts or data arrive
    await page.waitForLoadState('networkidle')
    const badge = page.locator('[data-section="latest"] article').first().locator('a').first()
    const section = await badge.getAttribute('href')
    expect(section).toMatch(/^\/categories\//)
    await clickInView(badge)
    await expect(page).toHaveURL(new RegExp(`${section}$`))
  })

  test("an ad's own HTML shows in a sandboxed frame of its own, which the page names instead of carrying", async ({
    page,
  }) => {
    const response = await page.goto('/')
    expect((await response!.text()).toLowerCase()).not.toContain('srcdoc')
    const frame = page.locator('[data-placement="header_top"] iframe').first()
    await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox')
    await expect(frame).toHaveAttribute('src', /^\/api\/public\/advertisements\/\d+\/frame\?v=\w+$/)
    await expect(
      page.frameLocator('[data-placement="header_top"] iframe').first().getByText('Aegean Ferries'),
    ).toBeVisible()
  })

  test('switching the language changes the texts and the dates', async ({ page }) => {
    await page.goto('/')
    const latest = page.locator('[data-section="latest"]')
    await expect(latest.getByRole('heading', { name: 'Τελευταία Νέα' })).toBeVisible()
    expect((await latest.locator('time').allTextContents()).join(' ')).toMatch(GREEK)
    await pressInView(latest.getByRole('button', { name: 'Περισσότερα' }))
    const titles = latest.locator('article h3')
    await expect(titles).toHaveCount(12)
    await page.getByRole('button', { name: 'EN' }).click()
    await expect(latest.getByRole('heading', { name: 'Latest News' })).toBeVisible()
    // the first six come again in English with the page's data, the six loaded since stay
    await expect(titles).toHaveCount(12)
    await expect.poll(async () => (await titles.allTextContents()).join(' ')).not.toMatch(GREEK)
    await expect(page.getByRole('heading', { name: 'Trending Today' })).toBeVisible()
    await expect(latest.getByRole('button', { name: 'Show More' })).toBeVisible()
    const dates = (await latest.locator('time').allTextContents()).join(' ')
    expect(dates).not.toMatch(GREEK)
    expect(dates).toMatch(/ago|January|February|March|April|May|June|July|August|September|October|November|December/)
  })

  test('@mobile trending is a block before the latest news', async ({ page }) => {
    await page.goto('/')
    const trending = await page.locator('[data-section="trending"]').boundingBox()
    const latest = await page.locator('[data-section="latest"]').boundingBox()
    expect(trending && latest && trending.y < latest.y).toBe(true)
    expect(trending!.width).toBeGreaterThan(300)
  })

  test('@mobile the cards below the first screen never lie over the footer before they are drawn', async ({ page }) => {
    await page.goto('/')
    // what axe does for a text's contrast: find where it is, go there, and read what is
    // drawn at its place (the same moment, before the browser draws what came into view)
    const overFooter = await page.evaluate(() =>
      [...document.querySelectorAll('main [data-section] article h3, main [data-section] button')].flatMap((text) => {
        window.scrollTo(0, window.scrollY + text.getBoundingClientRect().top - 200)
        const box = text.getBoundingClientRect()
        const drawn = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return drawn.some((element) => element.closest('footer')) ? [text.textContent] : []
      }),
    )
    expect(overFooter).toEqual([])
  })
})
