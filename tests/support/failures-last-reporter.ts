import { readFileSync } from 'node:fs'
import type { Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter'

/**
 * Repeats each failed test's errors once the run ends, so that they are the last lines of
 * a long CI log (the line reporter prints them where they happened, far above its tail).
 */

const LINES_PER_ERROR = 25
const LINES_OF_PAGE = 60
// eslint-disable-next-line no-control-regex -- the terminal's colour codes
const COLOURS = /\u001b\[[0-9;]*m/g

function firstLines(text: string, count: number): string {
  const lines = text.replace(COLOURS, '').split('\n')
  const kept = lines.slice(0, count)
  if (lines.length > kept.length) kept.push(`… (${lines.length - kept.length} more lines)`)
  return kept.map((line) => `    ${line}`).join('\n')
}

function describe(error: TestError): string {
  return firstLines(error.stack ?? error.message ?? String(error.value ?? 'unknown error'), LINES_PER_ERROR)
}

/** The page as Playwright saw it when the test failed (its accessibility snapshot). */
function pageAtFailure(result: TestResult): string {
  const context = result.attachments.find((a) => a.name === 'error-context' && a.path)
  if (!context?.path) return ''
  try {
    const text = readFileSync(context.path, 'utf8')
    const snapshot = text.slice(Math.max(0, text.indexOf('```yaml')))
    return `\n  the page then:\n${firstLines(snapshot, LINES_OF_PAGE)}`
  } catch {
    return ''
  }
}

export default class FailuresLastReporter implements Reporter {
  private readonly failures: string[] = []

  printsToStdio(): boolean {
    return true
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return
    const title = test.titlePath().filter(Boolean).join(' › ')
    const errors = result.errors.map(describe).join('\n\n') || '    (no error recorded)'
    const seconds = Math.round(result.duration / 1000)
    this.failures.push(`${title} [${result.status}, ${seconds} s]\n${errors}${pageAtFailure(result)}`)
  }

  onError(error: TestError): void {
    this.failures.push(`outside a test\n${describe(error)}`)
  }

  onEnd(): void {
    if (this.failures.length === 0) return
    console.log(`\nWhat failed, again (${this.failures.length}):\n`)
    for (const failure of this.failures) console.log(`${failure}\n`)
  }
}
