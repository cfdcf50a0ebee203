import { expect, type Page } from '@playwright/test'
import routes from '../../app/routes.ts'
import { settle, type ScreenLanguage } from './one-language.ts'

/**
 * The screens of the route table (app/routes.ts) for the browser test that walks every
 * screen (tests/e2e/every-screen.test.ts): a new screen is walked without editing it.
 */

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] }

/** The screens under the layout of `file`, as paths with their `:params`. */
export function screensOf(layoutFile: string): string[] {
  const layout = (routes as RouteEntry[]).find((entry) => entry.file === layoutFile)
  if (!layout?.children) throw new Error(`no layout ${layoutFile} in app/routes.ts`)
  const base = layout.path ? `/${layout.path}` : ''
  return layout.children.map((child) => (child.index ? base || '/' : `${base}/${child.path}`))
}

export const PUBLIC_LAYOUT = 'features/site-shell/layout.tsx'
export const ADMIN_LAYOUT = 'features/admin-shell/layout.tsx'

/** A screen's path with its parameters filled in (`*` is a page that does not exist); an unknown parameter fails the test. */
export function fill(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)|\*/g, (match, name: string | undefined) => {
    const value = name ? params[name] : 'no-such-page'
    if (!value) throw new Error(`give a value for ${match} of ${path}`)
    return value
  })
}

/** The language of the page's site, as the switcher stores it (cookie and local storage). */
export async function chooseLanguage(page: Page, language: ScreenLanguage): Promise<void> {
  const origin = new URL(page.url()).origin
  await page.context().addCookies([{ name: 'newsroom_lang', value: language, url: origin }])
  await page.evaluate((value) => window.localStorage.setItem('newsroom.language', value), language)
}

/** A published article (one with a photo if any) and a top-level category, for the public screens' `:slug`. */
export async function publicParams(page: Page): Promise<{ slug: string; categorySlug: string }> {
  const latest = (await (await page.request.get('/api/public/articles/latest')).json()) as {
    slug: string
    featuredImageUrl: string | null
  }[]
  const article = latest.find((a) => a.featuredImageUrl) ?? latest[0]
  const categories = (await (await page.request.get('/api/public/categories')).json()) as {
    slug: string
    parentId: number | null
  }[]
  expect(article).toBeDefined()
  return { slug: article!.slug, categorySlug: categories.find((c) => c.parentId === null)!.slug }
}

/** Every public screen's path, its `:slug` filled with an article's or a category's. */
export function publicScreens(params: { slug: string; categorySlug: string }): string[] {
  return screensOf(PUBLIC_LAYOUT).map((path) =>
    fill(path, { slug: path.startsWith('/categories') ? params.categorySlug : params.slug }),
  )
}

/** The id of the newest article, for the admin screens' `:id`. */
export async function newestArticleId(page: Page): Promise<string> {
  const articles = (await (await page.request.get('/api/admin/articles?limit=1')).json()) as {
    articles: { id: number }[]
  }
  return String(articles.articles[0]!.id)
}

/** A newsletter's id, for the admin's `newsletters/:id`: the newest one, or a draft of one published article made for it. */
export async function newsletterId(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/admin/newsletters?limit=1')).json()) as {
    newsletters: { id: number }[]
  }
  if (list.newsletters[0]) return String(list.newsletters[0].id)
  const published = (await (await page.request.get('/api/admin/articles?status=published&limit=1')).json()) as {
    articles: { id: number }[]
  }
  const created = await page.request.post('/api/admin/newsletters', {
    data: { subject: 'Accessibility check', articleIds: [published.articles[0]!.id] },
  })
  expect(created.status()).toBe(201)
  return String(((await created.json()) as { id: number }).id)
}

/** Every admin screen's path: `:id` is an article's, or a newsletter's under /admin/newsletters. */
export function adminScreens(ids: { articleId: string; newsletterId: string }): string[] {
  return screensOf(ADMIN_LAYOUT).map((path) =>
    fill(path, { id: path.startsWith('/admin/newsletters') ? ids.newsletterId : ids.articleId }),
  )
}

/** Public screens beyond the route table: a search with results, one with a misspelling (the suggestion), one with nothing, an article that does not exist and an unsubscribe link. */
export const PUBLIC_STATES = [
  ...['Αθήνα', 'kyvernisi', 'zzqxv'].map((search) => `/articles?search=${encodeURIComponent(search)}`),
  '/articles/no-such-article',
  '/unsubscribe?email=nobody%40example.com',
]

/** The footer's newsletter form refusing an address, as the screen to check next. */
export async function refuseNewsletterAddress(page: Page): Promise<void> {
  await page.goto('/')
  await settle(page)
  await page.locator('#newsletter-email').fill('not-an-address@')
  await page.locator('#newsletter-email').evaluate((input: HTMLInputElement) => input.form?.requestSubmit())
}
