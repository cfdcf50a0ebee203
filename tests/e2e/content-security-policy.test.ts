import { expect, test, type Page } from '@playwright/test'
import { setEnglishAdmin, signInToAdmin } from '../support/admin-sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts'
import { expectHydrated } from '../support/islands.ts'
import { newWatchedPage, policyViolations } from '../support/policy-violations.ts'

/**
 * What runs under the Content-Security-Policy the server sends still works, with no
 * violation reported (the page's own listener and its console): the home page's
 * navigation and language switch, the article page's social-embed script and what that
 * script loads, the editor's video preview and its rich text editor. Every screen is
 * also checked under the policy by tests/e2e/every-screen.test.ts.
 */

/** No violation reported on the page shown now, in any of its frames. */
async function expectNoViolations(page: Page, where: string): Promise<void> {
  expect(await policyViolations(page), `Content-Security-Policy violations on ${where}`).toEqual([])
}

async function visit(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  const response = await page.goto(path)
  expect(response?.headers()['content-security-policy'], `policy of ${path}`).toBeTruthy()
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible()
  await expectHydrated(page)
  // to the end of the page, so what loads lazily (pictures, the ads' frames) loads and is checked too
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  await expectNoViolations(page, path)
}

const EMBED_ARTICLE_TITLE = 'Content-Security-Policy check with embeds'

test.describe('Content-Security-Policy', () => {
  test.describe.configure({ mode: 'serial' })

  let admin: Page
  let articleId = 0
  let articleSlug = ''

  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext()
    await setEnglishAdmin(context, baseURL ?? 'http://127.0.0.1')
    admin = await newWatchedPage(context)
    await signInToAdmin(admin, ADMIN_EMAIL, ADMIN_PASSWORD)
    const categories = (await (await admin.request.get('/api/public/categories')).json()) as { id: number }[]
    const created = await admin.request.post('/api/admin/articles', {
      headers: { origin: baseURL! },
      data: {
        title: EMBED_ARTICLE_TITLE,
        content:
          '<p>A post and a video inside the body.</p>' +
          '<blockquote class="twitter-tweet"><p>A post</p><a href="https://twitter.com/newsroom/status/1">link</a></blockquote>' +
          '<iframe src="https://www.youtube.com/embed/csp-check-1" title="A video"></iframe>',
        categoryId: categories[0]!.id,
        status: 'published',
        featuredVideoUrl: 'https://www.youtube.com/watch?v=csp-check-2',
      },
    })
    expect(created.status()).toBe(201)
    const article = (await created.json()) as { id: number; slug: string }
    articleId = article.id
    articleSlug = article.slug
  })

  test.afterAll(async () => {
    if (articleId) await admin.request.delete(`/api/admin/articles/${articleId}`, { headers: { origin: admin.url() } })
    await admin.context().close()
  })

  test('the home page works: links navigate in place and the language switch answers', async ({ browser }) => {
    const page = await newWatchedPage(await browser.newContext())
    await visit(page, '/')
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await page
      .getByRole('navigation', { name: 'Κατηγορίες' })
      .getByRole('link', { name: 'Πολιτική', exact: true })
      .click()
    await expect(page).toHaveURL(/\/categories\/politiki$/)
    await page.locator('main article a[href^="/articles/"]').first().click()
    await expect(page).toHaveURL(/\/articles\/[\w-]+$/)
    // a client-side navigation: the route's module was loaded by the page's own script
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
    await page.getByRole('button', { name: 'EN' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expectNoViolations(page, 'the home page after a navigation and a language switch')
    await page.context().close()
  })

  test('the article page with a social post and videos loads its embed script', async ({ browser }) => {
    const page = await newWatchedPage(await browser.newContext())
    await visit(page, `/articles/${articleSlug}`, EMBED_ARTICLE_TITLE)
    // loaded 1 s after the article shows, and its own next script after it
    await expect.poll(() => page.evaluate(() => window.embedChainLoaded === true)).toBe(true)
    await expect(page.frameLocator('iframe[src*="youtube.com/embed/csp-check-1"]').getByText('video')).toBeVisible()
    await expectNoViolations(page, 'the article page with embeds')
    await visit(page, `/articles/${articleSlug}?lang=en`, EMBED_ARTICLE_TITLE)
    await page.context().close()
  })

  test("the editor's video preview and the rich text editor", async () => {
    await visit(admin, `/admin/articles/${articleId}/edit`, 'Edit Article')
    await expect(admin.frameLocator('iframe[src*="youtube.com/embed/csp-check-2"]').getByText('video')).toBeVisible()
    await admin.locator('.ProseMirror').first().click()
    await admin.keyboard.type(' typed under the policy')
    await expect(admin.locator('.ProseMirror').first()).toContainText('typed under the policy')
    await expectNoViolations(admin, "the article editor's preview")
  })
})
