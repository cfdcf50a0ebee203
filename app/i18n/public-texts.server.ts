import { createContext as createRouterContext, type MiddlewareFunction } from 'react-router'
import { addTexts } from './dictionaries.ts'
import type { Language } from './language.ts'
import type { PublicTranslationKey } from './text-keys.ts'
import { publicTexts as kernelEn } from './texts.en.ts'
import { publicTexts as kernelGr } from './texts.gr.ts'

type Texts = Readonly<Record<string, string>>

/**
 * Every public text: the kernel's, then each feature's, found by file name
 * (`texts.{en,gr}.ts` in a feature's folder or one of its parts, their `publicTexts`): the kernel names the
 * convention, not the features. Added to the dictionaries when this module is imported
 * (by the root and every public page's route, on the server only).
 */
export const PUBLIC_TEXTS: Record<Language, Readonly<Record<PublicTranslationKey, string>>> = {
  en: Object.assign(
    {},
    kernelEn,
    ...Object.values(import.meta.glob<Texts>('/app/features/**/texts.en.ts', { eager: true, import: 'publicTexts' })),
  ),
  gr: Object.assign(
    {},
    kernelGr,
    ...Object.values(import.meta.glob<Texts>('/app/features/**/texts.gr.ts', { eager: true, import: 'publicTexts' })),
  ),
}

addTexts('gr', PUBLIC_TEXTS.gr)
addTexts('en', PUBLIC_TEXTS.en)

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
 * What a public page shows of the public texts besides the shell's, said by the page's
 * route itself (its middleware, `pageTexts`): the text groups, and the texts only its
 * static islands draw (docs/decisions/014-static-islands.md), which a page document
 * has in its HTML already and is sent without; its data requests (revalidations, which
 * may draw the islands anew) carry them. A page that says nothing (the 404 page, the
 * admin) gets every public text.
 */
export interface PageTexts {
  groups: readonly TextGroup[]
  islandOnly: readonly PublicTranslationKey[]
}

/** A public text's group: the part of its key before the first dot (`home` of `home.latest`). */
type TextGroup = PublicTranslationKey extends infer Key
  ? Key extends `${infer Group}.${string}`
    ? Group
    : never
  : never

export const pageTextsContext = createRouterContext<PageTexts | null>(null)

/** A public page route's middleware: the texts the page shows (PageTexts). */
export function pageTexts(
  groups: readonly TextGroup[],
  islandOnly: readonly PublicTranslationKey[] = [],
): MiddlewareFunction<Response> {
  return ({ context }, next) => {
    context.set(pageTextsContext, { groups, islandOnly })
    return next()
  }
}

/**
 * The texts every public page's islands draw: the footer's links, icons and copyright
 * and the category list (shell-views.tsx); the not-found texts come with the root's
 * data at an address change.
 */
const SHELL_ISLAND_ONLY_TEXTS: readonly PublicTranslationKey[] = [
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

/** The text groups a page shows (its route's PageTexts), or null for all of them. */
export function textGroupsOf(page: PageTexts | null): readonly string[] | null {
  return page ? [...SHELL_TEXT_GROUPS, ...page.groups] : null
}

/**
 * The public texts of one language that a page shows (`page`: what its route says, or
 * null for every text), as JSON: sent with every page (the root loader, run again when
 * the address changes) and added to the browser's dictionary, which keeps the texts of
 * the pages seen before. `islandsKept`: a page document, whose islands' own texts are
 * in its HTML.
 */
export function publicTextsJson(language: Language, page: PageTexts | null = null, islandsKept = false): string {
  const groups = textGroupsOf(page)
  // a page whose texts are not known (the 404 page) keeps them all
  const left = islandsKept && page ? [...SHELL_ISLAND_ONLY_TEXTS, ...page.islandOnly] : []
  const key = `${language}:${groups?.join(',') ?? '*'}:${left.join(',')}`
  let json = serialised.get(key)
  if (json === undefined) {
    json = pick(PUBLIC_TEXTS[language], groups, left)
    serialised.set(key, json)
  }
  return json
}
