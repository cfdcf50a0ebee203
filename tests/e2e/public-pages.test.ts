import { expect, test, type Page } from '@playwright/test'
import { mailbox } from '../support/mailbox.ts'

/** Whether the page has asked the server for a subscription since this call. */
function subscriptionsPosted(page: Page): () => boolean {
  let posted = false
  page.on('request', (r) => {
    if (r.url().endsWith('/api/public/subscriptions')) posted = true
  })
  return () => posted
}

test.describe('footer newsletter and the other public pages', () => {
  test('an empty address gives the error toast and sends nothing', async ({ page }) => {
    await page.goto('/contact')
    const posted = subscriptionsPosted(page)
    await page.getByLabel('Διεύθυνση email').fill('   ')
    await page.getByRole('button', { name: 'Εγγραφή' }).click()
    await expect(page.getByText('Σφάλμα', { exact: true })).toBeVisible()
    await expect(page.getByText('Παρακαλώ εισάγετε ένα έγκυρο email', { exact: true })).toBeVisible()
    expect(posted()).toBe(false)
  })

  test('a malformed address is refused by the form itself, in the page language, sending nothing', async ({ page }) => {
    await page.goto('/contact?lang=en')
    const posted = subscriptionsPosted(page)
    await page.getByLabel('Email address').fill('not-an-address')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Please enter a valid email', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Email address')).toHaveValue('not-an-address')
    expect(posted()).toBe(false)
  })

  test('an address the server refuses is explained in Greek on a Greek page', async ({ page }) => {
    await page.goto('/contact')
    // valid for the browser's email input, not for the server
    await page.getByLabel('Διεύθυνση email').fill('reader@localhost')
    await page.getByRole('button', { name: 'Εγγραφή' }).click()
    await expect(page.getByText('Παρακαλώ εισάγετε ένα έγκυρο email', { exact: true })).toBeVisible()
    await expect(page.getByText('Please enter a valid email')).toHaveCount(0)
  })

  test('subscribe from the footer, then unsubscribe through the mailed link', async ({ page }) => {
    const email = `reader-${Date.now()}@example.com`
    await page.goto('/')
    await page.getByRole('button', { name: 'EN' }).click()
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Successfully subscribed!', { exact: true })).toBeVisible()
    await expect(page.getByText('You will receive updates about the latest news', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Email address')).toHaveValue('')

    const mail = await mailbox.latest(email)
    const link = /https?:\/\/\S+\/unsubscribe\?\S+/.exec(mail.text)?.[0]
    expect(link).toBeTruthy()
    const url = new URL(link!)
    await page.goto(`${url.pathname}${url.search}`)
    await expect(page.getByText('You have been unsubscribed')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible()
  })

  test('unsubscribe without an address says so', async ({ page }) => {
    await page.goto('/unsubscribe')
    await expect(page.getByText('Δεν δόθηκε διεύθυνση email')).toBeVisible()
  })

  test('contact, advertise, privacy and terms', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.locator('main a[href^="mailto:"]')).toBeVisible()
    await page.goto('/advertise')
    await expect(page.locator('main a[href^="mailto:"]')).toHaveAttribute(
      'href',
      /\?subject=%CE%91%CE%AF%CF%84%CE%B7%CE%BC%CE%B1%20%CE%B4%CE%B9%CE%B1%CF%86%CE%AE%CE%BC%CE%B9%CF%83%CE%B7%CF%82$/,
    )
    await expect(page.getByText('Απαντάμε μέσα σε 24 ώρες.')).toBeVisible()
    await page.goto('/privacy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Πολιτική Απορρήτου')
    await expect(page.locator('.prose-article')).not.toBeEmpty()
    await page.goto('/terms')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Όροι Χρήσης')
    await expect(page.locator('.prose-article')).not.toBeEmpty()
  })

  test('feeds, sitemaps and robots.txt use absolute addresses and their own types', async ({ request }) => {
    const robots = await request.get('/robots.txt')
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
    expect(await robots.text()).toMatch(/Disallow: \/admin\nDisallow: \/api\n\nSitemap: https?:\/\/\S+\/sitemap\.xml/)
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/)
    expect(await sitemap.text()).toMatch(/<loc>https?:\/\/[^<]+\/articles\/[^<]+<\/loc><lastmod>/)
    const news = await request.get('/news-sitemap.xml')
    expect(await news.text()).toContain('<news:publication>')
    const rss = await request.get('/rss.xml')
    expect(rss.headers()['content-type']).toMatch(/^application\/rss\+xml/)
    expect((await rss.text()).match(/<item>/g)).toHaveLength(50)
    const categoryRss = await request.get('/categories/politiki/rss.xml')
    expect(await categoryRss.text()).toContain('<title>Πολιτική | Palmos News</title>')
  })
})
