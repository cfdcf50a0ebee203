import { readFileSync } from 'node:fs'
import path from 'node:path'
import { RouterContextProvider, type MiddlewareFunction } from 'react-router'
import { describe, expect, it } from 'vitest'
import routes from '../routes.ts'
import { importClosure, PROJECT_ROOT } from '#tests/support/module-graph.ts'
import {
  PUBLIC_TEXTS,
  pageTextsContext,
  publicTextsJson,
  SHELL_TEXT_GROUPS,
  textGroupsOf,
  type PageTexts,
} from './public-texts.server.ts'

/**
 * Public pages ship only the public texts (PUBLIC_TEXTS); the admin's come with the
 * admin. A public module asking for an admin text would show its key to readers. The
 * public modules: what the root, the public layout's pages and the public resources
 * import, directly or not.
 */
const APP = path.resolve(import.meta.dirname, '..')
const fromApp = (file: string) => `app/${file}`
const PUBLIC_ROUTE_FILES = routes
  .filter((entry) => !entry.path?.startsWith('admin'))
  .flatMap((entry) => [entry.file, ...(entry.children ?? []).map((child) => child.file)])
const PUBLIC_SOURCES = importClosure(['root.tsx', ...PUBLIC_ROUTE_FILES].map(fromApp))

/** A page's own modules: the files of its folders that the public pages import. */
function sourcesUnder(relative: string): string[] {
  const full = fromApp(relative)
  return PUBLIC_SOURCES.filter((file) => file === full || file.startsWith(`${full}/`))
}

function keysUsedIn(files: string[]): Set<string> {
  const used = new Set<string>()
  for (const file of files) {
    // comments name texts as examples
    const source = readFileSync(path.join(PROJECT_ROOT, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
    for (const match of source.matchAll(
      /\b(?:t|translate\([^,]+,|metaText\([^,]+,|countText\([^,]+,[^,]+,)\s*\(?\s*'([a-z][\w]*(?:\.[\w]+)+)'/g,
    )) {
      used.add(match[1]!)
    }
  }
  return used
}

/** Each public page's route module, and its own modules. */
const PAGES: [string, string[]][] = [
  ['features/articles/pages/home/home.tsx', ['features/articles/pages/home']],
  ['features/articles/search/article-list.tsx', ['features/articles/search']],
  ['features/articles/pages/article/article.tsx', ['features/articles/pages/article']],
  ['features/articles/pages/category/category.tsx', ['features/articles/pages/category']],
  ['features/settings/routes/contact.tsx', []],
  ['features/advertisements/routes/advertise.tsx', []],
  ['features/settings/routes/privacy.tsx', ['features/settings/routes/legal-page.tsx']],
  ['features/settings/routes/terms.tsx', ['features/settings/routes/legal-page.tsx']],
  ['features/subscriptions/routes/unsubscribe.tsx', []],
  ['features/subscriptions/routes/confirm-subscription.tsx', []],
]

/** What a route's middleware says its page shows (null when it says nothing). */
async function textsOfRoute(file: string): Promise<PageTexts | null> {
  const route = (await import(/* @vite-ignore */ path.join(APP, file))) as {
    middleware?: MiddlewareFunction<Response>[]
  }
  const context = new RouterContextProvider()
  const url = new URL('http://localhost/')
  const args = { request: new Request(url), url, params: {}, context, pattern: '/' }
  for (const middleware of route.middleware ?? []) await middleware(args, async () => new Response())
  return context.get(pageTextsContext)
}

/** The route files under the public layout, from the route table. */
function publicRouteFiles(): string[] {
  const layout = routes.find((entry) => entry.file === 'features/site-shell/layout.tsx')
  return (layout?.children ?? []).map((entry) => entry.file)
}

const { en, gr } = PUBLIC_TEXTS
const inGroups = (key: string, groups: readonly string[]) => groups.includes(key.split('.')[0]!)

describe('the texts each page is sent', () => {
  it('hold every text of the shell (root, layout, shared components) on every page', () => {
    const shell = keysUsedIn(['root.tsx', 'features/site-shell', 'ui'].flatMap(sourcesUnder))
    expect([...shell].filter((key) => !inGroups(key, SHELL_TEXT_GROUPS))).toEqual([])
  })

  it("hold every text of each page's own modules, and not the other pages' texts", async () => {
    for (const [file, modules] of PAGES) {
      const groups = textGroupsOf(await textsOfRoute(file))
      expect(groups, file).not.toBeNull()
      const used = keysUsedIn([file, ...modules].flatMap(sourcesUnder))
      expect([...used].filter((key) => !inGroups(key, groups!)).map((key) => `${file} ${key}`)).toEqual([])
    }
    const home = JSON.parse(
      publicTextsJson('en', await textsOfRoute('features/articles/pages/home/home.tsx')),
    ) as Record<string, string>
    expect(home['home.latest']).toBe(en['home.latest'])
    expect(Object.keys(home).some((key) => key.startsWith('advertise.'))).toBe(false)
  })

  it('are named by every page of the route table, and the 404 page, which names none, gets every text', async () => {
    const pages = publicRouteFiles().filter((file) => file !== 'features/site-shell/not-found.tsx')
    expect(pages.sort()).toEqual(PAGES.map(([file]) => file).sort())
    expect(await textsOfRoute('features/site-shell/not-found.tsx')).toBeNull()
    expect(JSON.parse(publicTextsJson('gr', null))).toEqual(gr)
  })
})

describe('public texts', () => {
  it('cover every text the public pages ask for, in both languages', () => {
    const used = keysUsedIn(PUBLIC_SOURCES)
    expect(used.size).toBeGreaterThan(50)
    // countText's keys name a plural's forms (`{key}.one`, `{key}.other`)
    const has = (texts: Record<string, string>, key: string) => key in texts || `${key}.other` in texts
    const missing = [...used].filter((key) => !has(en, key) || !has(gr, key))
    expect(missing).toEqual([])
  })
})

describe('the texts of a page document with static islands', () => {
  it('leave out those only its islands draw (they are in its HTML); its data requests carry them', async () => {
    const homeTexts = await textsOfRoute('features/articles/pages/home/home.tsx')
    const document = JSON.parse(publicTextsJson('gr', homeTexts, true)) as Record<string, string>
    const data = JSON.parse(publicTextsJson('gr', homeTexts)) as Record<string, string>
    expect(document['home.editorsPick']).toBeUndefined()
    expect(document['carousel.slide']).toBeUndefined()
    expect(document['carousel.next']).toBeUndefined()
    expect(document['home.showMore']).toBe(gr['home.showMore'])
    expect(data['home.editorsPick']).toBe(gr['home.editorsPick'])
    // every page's: the footer and the category list are islands of the shell
    for (const [file] of PAGES.slice(0, 3)) {
      const texts = await textsOfRoute(file)
      const kept = JSON.parse(publicTextsJson('gr', texts, true)) as Record<string, string>
      expect(kept['footer.copyright']).toBeUndefined()
      expect(kept['nav.subcategoriesOf']).toBeUndefined()
      expect(kept['newsletter.subscribe']).toBe(gr['newsletter.subscribe'])
      expect(kept['nav.openMenu']).toBe(gr['nav.openMenu'])
      expect(JSON.parse(publicTextsJson('gr', texts))['footer.copyright']).toBe(gr['footer.copyright'])
    }
    // a page whose texts are not known, the 404 page, has them all
    expect(JSON.parse(publicTextsJson('gr', null, true))['notFound.title']).toBe(gr['notFound.title'])
  })
})
