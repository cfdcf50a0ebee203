import type { Page } from '@playwright/test'

/**
 * "One language per screen", as a browser sees it: the texts a user reads or
 * hears on a screen (visible text, placeholders, aria-label, title and alt attributes,
 * the options of a select) outside the newsroom's data must all be in the chosen
 * language. Data (article, category and tag names, user names, the site's name, ads,
 * legal texts...) is marked in the components with a `data-content` attribute and
 * skipped, as is the language switcher (`data-language-switcher`), whose "ΕΛ"/"EN" name
 * each language in itself. docs/decisions/011-one-language-per-screen.md says why.
 */

export type ScreenLanguage = 'gr' | 'en'

/**
 * Latin words a Greek screen may show, kept small: brands and names of formats and
 * standards that Greek writes in Latin letters (Facebook, HTML, URL...), and the three
 * loanwords Greek newsrooms write so (email, newsletter, banner). Anything else in
 * Latin letters on a Greek screen is an English text that escaped translation.
 */
export const GREEK_SCREEN_LATIN_WORDS = new Set(
  [
    // brands and services the site links to or embeds
    'Facebook',
    'Twitter',
    'Instagram',
    'YouTube',
    'WhatsApp',
    'Viber',
    'Vimeo',
    // formats and standards
    'URL',
    'HTML',
    'SEO',
    'RSS',
    'CSV',
    'JSON',
    'ISO',
    'CTR',
    'JPG',
    'JPEG',
    'PNG',
    'GIF',
    'WebP',
    'MP4',
    'byte',
    'bytes',
    // Greek loanwords written in Latin letters
    'email',
    'newsletter',
    'banner',
  ].map((word) => word.toLowerCase()),
)

export interface Leak {
  /** the screen, as the test names it */
  screen: string
  /** the text in the wrong language */
  text: string
  /** where it is: a short path of the element, or `attr@element` */
  where: string
}

interface Found {
  text: string
  where: string
}

/** Every user-facing text of the current page outside data and the switcher (runs in the page). */
function collectTexts(): Found[] {
  // stored HTML (an article's body, the legal texts) is shown in .prose-article and
  // edited in the rich-text editor (.ProseMirror): data by definition
  const SKIP =
    '[data-content],[data-language-switcher],.prose-article,.ProseMirror,script,style,noscript,template,[hidden]'
  const describe = (el: Element): string => {
    const parts: string[] = []
    for (let node: Element | null = el; node && node !== document.body && parts.length < 4; node = node.parentElement) {
      const id = node.getAttribute('data-testid') ?? node.getAttribute('role') ?? node.id
      const cls = (node.getAttribute('class') ?? '').split(/\s+/).slice(0, 2).join('.')
      parts.unshift(`${node.tagName.toLowerCase()}${id ? `[${id}]` : ''}${cls ? `.${cls}` : ''}`)
    }
    return parts.join(' > ')
  }
  const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true })
  // a UI text may name data ("Delete «Πολιτική»"): the data shown elsewhere on the page
  // (or named by a data-content="…" value) is taken out of the UI texts before the check
  const contents = [...document.body.querySelectorAll('[data-content]')]
    .map((el) => {
      // React writes a bare data-content as "true"
      const named = el.getAttribute('data-content')
      return (named && named !== 'true' ? named : el.textContent || '').trim()
    })
    .filter((text) => text.length > 1)
    .sort((a, b) => b.length - a.length)
  const found: Found[] = []
  const push = (text: string, where: string) => {
    let rest = text
    for (const content of contents) if (rest.includes(content)) rest = rest.split(content).join(' ')
    if (rest.trim()) found.push({ text: rest.trim(), where })
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim()
    const parent = node.parentElement
    if (!text || !parent || parent.closest(SKIP) || parent.closest('select')) continue
    if (!visible(parent)) continue
    push(text, describe(parent))
  }
  for (const el of document.body.querySelectorAll('[placeholder],[aria-label],[title],[alt]')) {
    if (el.closest(SKIP) || !visible(el)) continue
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
      const value = el.getAttribute(name)?.trim()
      if (value) push(value, `${name}@${describe(el)}`)
    }
  }
  for (const select of document.body.querySelectorAll('select')) {
    if (select.closest(SKIP) || !visible(select)) continue
    for (const option of select.querySelectorAll('option')) {
      if (option.closest('[data-content]')) continue
      const text = option.textContent?.trim()
      if (text) push(text, `option@${describe(select)}`)
    }
  }
  return found
}

const GREEK_LETTER = /[\u0370-\u03ff\u1f00-\u1fff]/
// addresses, e-mail addresses, domain names and the site's paths (/privacy) are written
// as they are in any language
const ADDRESS =
  /\S+@\S+|\S*:\/\/\S*|\b[\w-]+(?:\.[\w-]+)*\.(?:com|gr|org|net|eu|test|example)\b\S*|(?<![\w/])\/[\w\-/.{}]*/gi

/** The Latin words of 3+ letters of a Greek screen's text that are not in the allow-list. */
export function englishWordsIn(text: string): string[] {
  const words = text.replace(ADDRESS, ' ').match(/[A-Za-z]{3,}/g) ?? []
  return words.filter((word) => !GREEK_SCREEN_LATIN_WORDS.has(word.toLowerCase()))
}

export function isForeign(text: string, language: ScreenLanguage): boolean {
  return language === 'en' ? GREEK_LETTER.test(text) : englishWordsIn(text).length > 0
}

/** The texts of the current page that are not in `language`. */
export async function leaksOn(page: Page, screen: string, language: ScreenLanguage): Promise<Leak[]> {
  const found = await page.evaluate(collectTexts)
  const seen = new Set<string>()
  return found
    .filter(({ text }) => isForeign(text, language))
    .filter(({ text, where }) => {
      const key = `${text}\u0000${where}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .map(({ text, where }) => ({ screen, text: text.slice(0, 160), where }))
}

/** Waits until the screen's data has arrived: no call in flight, nothing marked busy. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page
    .waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, { timeout: 5000 })
    .catch(() => undefined)
}
