import type { BrowserContext, Page } from '@playwright/test'

/**
 * What a browser reports against the Content-Security-Policy the server sends, for the
 * tests that open pages under it: each document's `securitypolicyviolation` events
 * (frames included) and the console's policy messages. The third parties an article
 * may embed are answered here, as they would answer, since they are not on the network.
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

/** A new page of the context whose violations are recorded. */
export async function newWatchedPage(context: BrowserContext): Promise<Page> {
  await context.addInitScript(recordViolations)
  await answerForThirdParties(context)
  const page = await context.newPage()
  consoleViolations.set(page, [])
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleViolations.get(page)!.push(message.text())
  })
  return page
}

/** The violations reported on the page shown now, in any of its frames, and in the console since the last call. */
export async function policyViolations(page: Page): Promise<string[]> {
  const reported: string[] = []
  for (const frame of page.frames()) {
    // an ad's frame runs no script at all (its own policy), so it records nothing: the
    // console below still reports what its policy blocks
    if (/\/api\/public\/advertisements\/\d+\/frame/.test(frame.url())) continue
    reported.push(...((await frame.evaluate(() => window.cspViolations ?? []).catch(() => [])) as string[]))
  }
  const logged = consoleViolations.get(page)?.splice(0) ?? []
  return [...reported, ...logged]
}
