import { addTexts } from './dictionaries.ts'
import { en } from './en.ts'
import { gr } from './gr.ts'
import type { Language } from './language.ts'

addTexts('gr', gr)
addTexts('en', en)

/** Texts every public page may show: the shell (navigation, search, footer, newsletter, toasts, ads, errors). */
export const SHELL_TEXT_GROUPS = [
  'toast',
  'site',
  'nav',
  'search',
  'language',
  'footer',
  'newsletter',
  'common',
  'notFound',
  'error',
  'ad',
] as const

/**
 * The texts of each public page besides the shell's, by its address. An address not
 * listed (the 404 page, the admin) gets every public text.
 */
export const PAGE_TEXT_GROUPS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/$/, ['home', 'carousel']],
  [/^\/articles\/?$/, ['articles']],
  [/^\/articles\/[^/]+\/?$/, ['article']],
  [/^\/categories\/[^/]+\/?$/, ['category']],
  [/^\/contact\/?$/, ['contact']],
  [/^\/advertise\/?$/, ['advertise']],
  [/^\/privacy\/?$/, ['privacy', 'legal']],
  [/^\/terms\/?$/, ['terms', 'legal']],
  [/^\/unsubscribe\/?$/, ['unsubscribe']],
  [/^\/subscribe\/confirm\/?$/, ['confirmSubscription']],
]

/**
 * Texts that only a page's static islands draw (docs/decisions/014-static-islands.md):
 * a page document has them in its HTML already, so it is sent without them; its data
 * requests (revalidations, which may draw the islands anew) carry them.
 */
export const ISLAND_ONLY_TEXTS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  // every public page's: the footer's links, icons and copyright and the category list
  // (shell-drawn.tsx); the not-found texts come with the root's data at an address change
  [
    /^\//,
    [
      'footer.contact',
      'footer.privacy',
      'footer.terms',
      'footer.advertise',
      'footer.copyright',
      'footer.followUs',
      'footer.social.facebook',
      'footer.social.twitter',
      'footer.social.instagram',
      'footer.social.youtube',
      'nav.subcategoriesOf',
      'notFound.title',
      'notFound.text',
      'notFound.home',
    ],
  ],
  [
    /^\/$/,
    [
      'home.breaking',
      'home.editorsPick',
      'home.trending',
      'home.viewsToday.one',
      'home.viewsToday.other',
      'carousel.slide',
      'carousel.previous',
      'carousel.next',
      'carousel.slides',
      'carousel.goTo',
    ],
  ],
  // the article list's filter panel and empty result (filters-drawn.tsx), and its count, written by the loader
  [
    /^\/articles\/?$/,
    [
      'articles.category',
      'articles.allCategories',
      'articles.sort',
      'articles.sort.latest',
      'articles.sort.oldest',
      'articles.sort.popular',
      'articles.sort.alphabetical',
      'articles.activeFilters',
      'articles.chip.search',
      'articles.chip.remove',
      'articles.clearAll',
      'articles.found.one',
      'articles.found.other',
      'articles.empty',
      'articles.emptyText',
      'articles.didYouMean',
      'articles.didYouMeanEnd',
      'articles.clearFilters',
    ],
  ],
]

function pick(
  texts: Readonly<Record<string, string>>,
  groups: readonly string[] | null,
  left: readonly string[],
): string {
  const kept = Object.entries(texts).filter(([key]) => !left.includes(key))
  if (!groups) return JSON.stringify(Object.fromEntries(kept))
  const wanted = new Set(groups)
  return JSON.stringify(Object.fromEntries(kept.filter(([key]) => wanted.has(key.split('.')[0]!))))
}

/** Serialised once per page kind: one string costs the page's data encoding far less than each text apart. */
const serialised = new Map<string, string>()

/** The text groups a page at `pathname` shows, or null for all of them. */
export function textGroupsFor(pathname: string): readonly string[] | null {
  const page = PAGE_TEXT_GROUPS.find(([pattern]) => pattern.test(pathname))
  return page ? [...SHELL_TEXT_GROUPS, ...page[1]] : null
}

/**
 * The public texts of one language that the page at `pathname` shows, as JSON: sent
 * with every page (the root loader, run again when the address changes) and added to
 * the browser's dictionary, which keeps the texts of the pages seen before.
 * `islandsKept`: a page document, whose islands' own texts are in its HTML.
 */
export function publicTextsJson(language: Language, pathname = '', islandsKept = false): string {
  const groups = textGroupsFor(pathname)
  // a page whose texts are not known (the 404 page) keeps them all
  const left =
    islandsKept && groups
      ? ISLAND_ONLY_TEXTS.filter(([pattern]) => pattern.test(pathname)).flatMap(([, keys]) => keys)
      : []
  const key = `${language}:${groups?.join(',') ?? '*'}:${left.join(',')}`
  let json = serialised.get(key)
  if (json === undefined) {
    json = pick(language === 'gr' ? gr : en, groups, left)
    serialised.set(key, json)
  }
  return json
}
