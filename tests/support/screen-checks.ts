import { expect, type Page } from '@playwright/test'
import { axeFailures, describeFailures, type AxeFailure } from './axe.ts'
import { expectHydrated } from './islands.ts'
import { isForeign, leaksOn, settle, type Leak, type ScreenLanguage } from './one-language.ts'
import { policyViolations } from './policy-violations.ts'

/**
 * The checks each screen of the walk (tests/e2e/every-screen.test.ts) passes, gathered
 * so that one test names every failing screen at once:
 *
 * - accessibility: no serious or critical axe violation;
 * - one language: no text outside the newsroom's data in the other language;
 * - the Content-Security-Policy: sent, and nothing reported against it.
 */
export interface Findings {
  axe: AxeFailure[]
  leaks: Leak[]
  policy: string[]
}

export const noFindings = (): Findings => ({ axe: [], leaks: [], policy: [] })

/** The screen shown now, once its data has arrived and what it loads lazily has loaded. */
export async function checkScreen(
  page: Page,
  screen: string,
  language: ScreenLanguage,
  findings: Findings,
): Promise<void> {
  await settle(page)
  // to the end of the page, so what loads lazily (pictures, the ads' frames) is checked too
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await settle(page)
  findings.axe.push(...(await axeFailures(page, screen)))
  findings.leaks.push(...(await leaksOn(page, screen, language)))
  findings.policy.push(...(await policyViolations(page)).map((violation) => `${screen}: ${violation}`))
}

/** Opens a screen, hydrated under the policy its answer carries, and checks it. */
export async function openScreen(
  page: Page,
  path: string,
  language: ScreenLanguage,
  findings: Findings,
): Promise<void> {
  const response = await page.goto(path)
  expect(response?.headers()['content-security-policy'], `policy of ${path}`).toBeTruthy()
  await expectHydrated(page)
  await checkScreen(page, `${language} ${path}`, language, findings)
}

/**
 * Browser confirmations are read (and refused unless `accept`): their text is in the
 * screen's language, a name in quotes being data ("… delete the article “…”?").
 */
export function watchConfirmations(
  page: Page,
  current: () => { language: ScreenLanguage; findings: Findings; accept: boolean },
): void {
  page.on('dialog', (dialog) => {
    const { language, findings, accept } = current()
    const message = dialog.message()
    if (isForeign(message.replace(/"[^"]*"|“[^”]*”|«[^»]*»/g, '""'), language))
      findings.leaks.push({ screen: page.url(), text: message, where: 'window.confirm' })
    void (accept ? dialog.accept() : dialog.dismiss())
  })
}

/** Every check's failures, each kind listed in the test's message. */
export function expectNoFindings(findings: Findings): void {
  expect.soft(findings.axe, `serious or critical axe violations:\n${describeFailures(findings.axe)}`).toEqual([])
  expect.soft(findings.leaks, "texts not in the screen's language").toEqual([])
  expect(findings.policy, 'Content-Security-Policy violations').toEqual([])
}
