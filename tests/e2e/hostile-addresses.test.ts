import { expect, test } from '@playwright/test'

/**
 * The reader's pages never answer 5xx for hostile input in the address.
 * A page whose address names nothing is a 404 page; a bad filter is ignored.
 */
const NOT_FOUND = [
  '/articles/%00',
  '/articles/a%00b',
  '/articles/%E0%A4',
  '/articles/%ED%A0%80',
  '/categories/%00',
  '/categories/%E0',
  '/categories/%00/rss.xml',
  '/nowhere/%00',
]

const RENDERED = [
  '/articles?search=%00',
  '/articles?search=a%00b&category=%00&sort=%00',
  '/articles?category=0x1&search=%ED%A0%80',
  '/articles?search=x&search=y&category=a&category=b',
  '/unsubscribe?email=%00&token=%00',
  '/?lang=%00',
  '/privacy?x=%00',
  '/sitemap.xml?x=%00',
  '/admin/articles/0x1/edit',
  '/admin/articles/%00/edit',
  '/admin/newsletters/0x1',
  '/admin/newsletters/%00',
]

test.describe('hostile addresses on the public pages', () => {
  test('an address that names nothing is a 404 page, never a 5xx', async ({ request }) => {
    for (const address of NOT_FOUND) {
      const res = await request.get(address, { maxRedirects: 0 })
      expect(res.status(), address).toBe(404)
    }
    // the old article address redirects, and the target is a 404
    const old = await request.get('/article/%00', { maxRedirects: 0 })
    expect(old.status()).toBe(301)
    expect((await request.get('/article/%00')).status()).toBe(404)
  })

  test('a bad filter is ignored: the page renders', async ({ request }) => {
    for (const address of RENDERED) {
      const res = await request.get(address, { maxRedirects: 0 })
      expect(res.status(), address).toBe(200)
    }
  })

  test('an unsubscribe link with a NUL shows the error, not a crash', async ({ page }) => {
    await page.goto('/unsubscribe?email=a%00b%40example.com&lang=en')
    await expect(
      page.getByRole('alert').filter({ hasText: 'email contains characters that are not allowed' }),
    ).toBeVisible()
    // in Greek, the page's own words only: no English server text
    await page.goto('/unsubscribe?email=a%00b%40example.com&lang=gr')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Η διαγραφή απέτυχε')
    await expect(alert).not.toContainText('not allowed')
  })
})
