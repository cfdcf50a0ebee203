import { expect, type Page } from '@playwright/test'
import { HYDRATED_EVENT } from '../../app/utils/hydration-events.ts'

/**
 * React took over the server's HTML and ran the root layout's effects (the end of the
 * document's hydration, marked by useDocumentHydrated): the page's links and
 * listeners are React's from then on.
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark, 'mark').length > 0, HYDRATED_EVENT))
    .toBe(true)
}

/** A run of plain words from the first card's excerpt in some HTML. */
export function anExcerpt(html: string): string {
  const excerpts = [...html.matchAll(/<\/h[23]><p[^>]*>([^<]+)<\/p>/g)].map((match) => match[1]!)
  const words = excerpts.map((excerpt) => /[\p{L} ]{12,}/u.exec(excerpt)?.[0]?.trim() ?? '').find((w) => w.length > 11)
  expect(words, `a card excerpt among ${excerpts.length}`).toBeDefined()
  return words!
}
