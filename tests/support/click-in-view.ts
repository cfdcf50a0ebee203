import { expect, type Locator } from '@playwright/test'

/**
 * Click as a reader does: scrolled to first, clicked once the page has drawn there.
 * Chromium routes a pointer event to cross-process frames (the sandboxed ad frames)
 * by the last frame it drew, so a click sent straight after Playwright's own scroll
 * can land on the ad that sat at that point before the scroll.
 */
export async function clickInView(locator: Locator): Promise<void> {
  // an element React draws again while it is scrolled to is looked up again
  await expect(() => locator.scrollIntoViewIfNeeded({ timeout: 5_000 })).toPass({ timeout: 15_000 })
  await locator
    .page()
    .evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await locator.click()
}

/**
 * Press a button with the keyboard, as a reader who tabs to it does: focused, then Enter.
 * For buttons below sandboxed ad frames, whose clicks the machine's load can still route
 * to a frame that was there a moment before (a Show More press lost that way in CI).
 */
export async function pressInView(locator: Locator): Promise<void> {
  await expect(locator).toBeEnabled()
  await locator.focus()
  await locator.press('Enter')
}
