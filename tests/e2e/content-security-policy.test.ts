import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { setEnglishAdmin, signInToAdmin } from '../support/admin-sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts'
import { expectHydrated } from '../support/islands.ts'

/**
 * Every public screen and every admin screen, under the Content-Security-Policy the
 * server sends: the browser reports no violation (the page's own listener and its
 * console), the pages are hydrated, and the article page's social-embed script, and
 * what that script loads, still run.
 */

declare global {
  interface Window {
    cspViolations?: string[]
    embedChainLoaded?: boolean
  }
}

/** Records violations from the first moment of every document (frames included). */
function recordViolations() {
  window.cspViolations = []
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations!.push(`${event.violatedDirective} ${event.blockedURI || 'inline'} (${event.sourceFile})`)
  })
}

/** The third parties are not on the network here: answer for them, as they would. */
async function answerForThirdParties(context: BrowserContext): Promise<void> {
  // the embed script loads another one, as the real widgets do ('strict-dynamic')
  await context.route('https://platform.twitter.com/widgets.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `const s = document.createElement('script'); s.src = 'https://platform.twitter.com/js/next.js'; document.head.appendChild(s)`,
    }),
  )
  await context.route('https://platform.twitter.com/js/next.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.embedChainLoaded = true' }),
  )
  for (const host of ['https://www.youtube.com/**', 'https://player.vimeo.com/**']) {
    await context.route(host, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title><p>video</p>' }),
    )
  }
}

/** What each page's console said about the policy since its last check. */
const consoleViolations = new WeakMap<Page, string[]>()

async function newWatchedPage(context: BrowserContext): Promise<Page> {
  await context.addInitScript(recordViolations)
  await answerForThirdParties(context)
  const page = await context.newPage()
  consoleViolations.set(page, [])
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleViolations.get(page)!.push(message.text())
  })
  return page
}

/** No violation reported on the page shown now, in any of its frames. */
async function expectNoViolations(page: Page, where: string): Promise<void> {
  const reported: string[] = []
  for (const frame of page.frames()) {
    // an ad's frame runs no script at all (its own policy), so it records nothing: the
    // console below still reports what its policy blocks
    if (/\/api\/public\/advertisements\/\d+\/frame/.test(frame.url())) continue
    reported.push(...((await frame.evaluate(() => window.cspViolations ?? []).catch(() => [])) as string[]))
  }
  const logged = consoleViolations.get(page)!.splice(0)
  expect([...reported, ...logged], `Content-Security-Policy violations on ${where}`).toEqual([])
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

  test('every public screen, in Greek and in English', async ({ browser }) => {
    // some thirty pages, each until its network is idle
    test.setTimeout(120_000)
    const page = await newWatchedPage(await browser.newContext())
    const categories = (await (await page.request.get('/api/public/categories')).json()) as { slug: string }[]
    for (const lang of ['', '?lang=en']) {
      const query = (more = '') => (lang ? `${lang}${more ? `&${more}` : ''}` : more ? `?${more}` : '')
      await visit(page, `/${query()}`)
      await visit(page, `/articles${query()}`)
      await visit(page, `/articles${query(`search=${encodeURIComponent('Αθήνα')}`)}`)
      await visit(page, `/categories/${categories[0]!.slug}${query()}`)
      for (const path of ['/contact', '/advertise', '/privacy', '/terms', '/unsubscribe', '/no-such-page']) {
        await visit(page, `${path}${query()}`)
      }
      await visit(page, `/articles/no-such-article${query()}`)
    }
    await page.context().close()
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

  test('every admin screen, signed in', async () => {
    test.setTimeout(120_000)
    const screens: [string, string | RegExp][] = [
      ['/admin/dashboard', 'Dashboard'],
      ['/admin/articles', 'Articles'],
      ['/admin/articles/new', 'Create New Article'],
      [`/admin/articles/${articleId}/edit`, 'Edit Article'],
      ['/admin/categories', 'Categories & Tags'],
      ['/admin/media', 'Media Library'],
      ['/admin/users', 'User Management'],
      ['/admin/breaking-news', 'Breaking News Manager'],
      ['/admin/editors-pick', "Editor's Pick Manager"],
      ['/admin/settings', 'Site Settings'],
      ['/admin/legal-pages', 'Legal Pages'],
      // this screen speaks Greek whatever the admin's language (SPEC.md)
      ['/admin/advertisements', /Advertisements|Διαφημίσεις/],
      ['/admin/subscriptions', 'Subscriptions'],
      ['/admin/audit-log', 'Audit Log'],
    ]
    for (const [path, heading] of screens) await visit(admin, path, heading)
  })

  test("the editor's video preview and the rich text editor", async () => {
    await visit(admin, `/admin/articles/${articleId}/edit`, 'Edit Article')
    await expect(admin.frameLocator('iframe[src*="youtube.com/embed/csp-check-2"]').getByText('video')).toBeVisible()
    await admin.locator('.ProseMirror').first().click()
    await admin.keyboard.type(' typed under the policy')
    await expect(admin.locator('.ProseMirror').first()).toContainText('typed under the policy')
    await expectNoViolations(admin, "the article editor's preview")
  })

  test('the admin in Greek', async () => {
    await admin.context().addCookies([{ name: 'newsroom_lang', value: 'gr', url: new URL(admin.url()).origin }])
    await visit(admin, '/admin/dashboard')
    await visit(admin, '/admin/articles/new')
    await visit(admin, '/admin/advertisements')
  })
})
