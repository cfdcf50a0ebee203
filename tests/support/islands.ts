import { expect, type Page } from '@playwright/test'

/** React took over the server's HTML (hydrateRoot marks the document). */
export async function expectHydrated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$'))))
    .toBe(true)
}

/** A run of plain words from the first card's excerpt in some HTML. */
export function anExcerpt(html: string): string {
  const excerpts = [...html.matchAll(/<\/h[23]><p[^>]*>([^<]+)<\/p>/g)].map((match) => match[1]!)
  const words = excerpts.map((excerpt) => /[\p{L} ]{12,}/u.exec(excerpt)?.[0]?.trim() ?? '').find((w) => w.length > 11)
  expect(words, `a card excerpt among ${excerpts.length}`).toBeDefined()
  return words!
}
