import { expect, test, type Page } from '@playwright/test'
import { clickInView } from '../support/click-in-view.ts'

test.describe('article page', () => {
  test('opens from the home page with its parts, metadata and a view beacon', async ({ page }) => {
    await page.goto('/')
    const card = page.locator('[data-section="latest"] article').first()
    const title = (await card.locator('h3').textContent())!.trim()
    const href = (await card.locator('h3 a').getAttribute('href'))!
    const beacon = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`${href}/view`))
    await clickInView(card.locator('h3 a'))
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText(/\d+ λεπτ[όά] ανάγνωσης/)).toBeVisible()
    await expect(page.locator('.prose-article p').first()).toBeVisible()
    await beacon
    await expect(page).toHaveTitle(`${title} | Palmos News`)
  })

  test('shows a skeleton while the next article loads', async ({ page }) => {
    await page.goto('/')
    await page.route('**/articles/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    const link = page.locator('[data-section="latest"] article h3 a').first()
    const title = (await link.textContent())!.trim()
    await clickInView(link)
    await expect(page.getByTestId('article-skeleton')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByTestId('article-skeleton')).toBeHidden()
  })

  test('is server-rendered with canonical, alternates, social cards and JSON-LD', async ({ page, request }) => {
    await page.goto('/')
    // an article with a picture (other tests publish some without): its social card has one
    const withPicture = page.locator('[data-section="latest"] article:has(img) h3 a').first()
    const href = (await withPicture.getAttribute('href'))!
    const response = await request.get(href)
    expect(response.status()).toBe(200)
    const html = await response.text()
    const base = new URL(response.url()).origin
    expect(html).toContain(`<link rel="canonical" href="${base}${href}"/>`)
    expect(html).toContain(`hrefLang="en" href="${base}${href}?lang=en"`)
    expect(html).toContain('hrefLang="x-default"')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    expect(html).toContain('<meta property="og:image:width" content="1200"/>')
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\//)
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
    expect(ld.map((x) => x['@type'])).toEqual(['NewsArticle', 'BreadcrumbList'])
  })

  test('a missing article answers 404 with its message and a way home', async ({ page }) => {
    const response = await page.goto('/articles/no-such-article')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Το άρθρο δεν βρέθηκε')
    await page.getByRole('button', { name: 'EN' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found')
    await expect(page.getByText('The article you are looking for does not exist or has been removed.')).toBeVisible()
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('/article/{slug} redirects permanently to /articles/{slug}', async ({ request }) => {
    const response = await request.get('/article/some-story', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe('/articles/some-story')
  })

  test('a category page lists its articles; an unknown one is a 404', async ({ page }) => {
    await page.goto('/categories/politiki')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Πολιτική')
    await expect(page.locator('main article').first()).toBeVisible()
    const response = await page.goto('/categories/no-such-category')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Η κατηγορία δεν βρέθηκε')
  })
})

/** What follows the article: related articles and share links, in Greek and in English. */
const TEXTS = {
  gr: {
    related: 'Σχετικά άρθρα',
    facebook: 'Κοινοποίηση στο Facebook',
    copy: 'Αντιγραφή συνδέσμου',
    copied: 'Αντιγράφηκε',
  },
  en: { related: 'Related articles', facebook: 'Share on Facebook', copy: 'Copy link', copied: 'Link copied' },
}

/** The newest article that has related articles (other tests may publish lone ones in new sections). */
async function firstArticleHref(page: Page): Promise<string> {
  await page.goto('/')
  const hrefs = await page
    .locator('[data-section="latest"] article h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  for (const href of hrefs) {
    const html = await (await page.request.get(href)).text()
    if (html.includes('data-testid="related-articles"')) return href
  }
  throw new Error('no article on the home page has related articles')
}

test.describe('after the article', () => {
  test('the server HTML has the related links and the share links', async ({ page, request }) => {
    const href = await firstArticleHref(page)
    const response = await request.get(href)
    const html = await response.text()
    const url = `${new URL(response.url()).origin}${href}`
    const related = html.slice(
      html.indexOf('data-testid="related-articles"'),
      html.indexOf('data-testid="share-links"'),
    )
    expect(related).toMatch(/href="\/articles\/[a-z0-9-]+"/)
    expect(related).not.toContain(`href="${href}"`)
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}"`)
    expect(html).toContain('href="viber://forward?text=')
    expect(html).toContain(`rel="noopener noreferrer"`)
  })

  for (const language of ['gr', 'en'] as const) {
    test(`related articles lead to another article; share links and Copy link (${language})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const href = await firstArticleHref(page)
      await page.goto(language === 'en' ? `${href}?lang=en` : href)
      const texts = TEXTS[language]
      // shared in the page's language: an English reader shares the English page
      const url = `${baseURL}${href}${language === 'en' ? '?lang=en' : ''}`
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()

      const facebook = page.getByRole('link', { name: texts.facebook })
      await expect(facebook).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      )
      await expect(facebook).toHaveAttribute('target', '_blank')
      await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer')
      const shares = page.getByTestId('share-links').locator('a[target="_blank"]')
      const hrefs = await shares.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      const withTitle = encodeURIComponent(`${title} ${url}`)
      expect(hrefs).toEqual([
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
        `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
        `https://wa.me/?text=${withTitle}`,
        `viber://forward?text=${withTitle}`,
        `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
      ])

      await page.getByRole('button', { name: texts.copy }).click()
      await expect(page.getByRole('button', { name: texts.copied })).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)

      await expect(page.getByRole('heading', { name: texts.related })).toBeVisible()
      const links = page.getByTestId('related-articles').locator('a')
      expect(await links.count()).toBeGreaterThan(0)
      expect(await links.count()).toBeLessThanOrEqual(4)
      const next = (await links.first().getAttribute('href'))!
      expect(next).not.toBe(href)
      await clickInView(links.first())
      await expect(page).toHaveURL(new RegExp(`${next}(\\?lang=en)?$`))
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title)
    })
  }
})
