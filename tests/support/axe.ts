import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * No serious or critical axe violation on any screen. The rules are axe's
 * WCAG 2.0/2.1/2.2 A and AA ones and its best practices, none turned off; the screens
 * are checked as they are, every element included.
 *
 * Only the insides of frames are left out (`iframes: false`; the <iframe> elements
 * themselves, their titles included, are checked): the site's frames are sandboxed
 * documents that run no script (custom-HTML ads, the newsletter and legal-page
 * previews) and third-party video players. axe cannot be run inside a frame without
 * scripts (its default per-frame run waits on it forever), and the ads' and players'
 * markup is not the site's. Legacy mode is axe's single run in the page that honours
 * that option.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice']

const FAILING_IMPACTS = new Set(['serious', 'critical'])

export interface AxeFailure {
  screen: string
  rule: string
  impact: string
  help: string
  /** the elements, as axe's selectors, with its summary of what to fix on the first one */
  targets: string[]
  fix: string
}

/** The serious and critical violations of the current page, named for the failure message. */
export async function axeFailures(page: Page, screen: string): Promise<AxeFailure[]> {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ iframes: false })
    .setLegacyMode(true)
    .analyze()
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: `${violation.help} (${violation.helpUrl})`,
      targets: violation.nodes.slice(0, 8).map((node) => node.target.join(' ')),
      fix: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 400),
    }))
}

/** The failures as a readable list, for the assertion's message. */
export function describeFailures(failures: AxeFailure[]): string {
  return failures
    .map((f) => `${f.screen}: [${f.impact}] ${f.rule}: ${f.help}\n    ${f.targets.join('\n    ')}\n    ${f.fix}`)
    .join('\n')
}
