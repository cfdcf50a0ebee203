import type { Result } from 'lighthouse'
import { CATEGORIES } from './audit.ts'
import type { LighthousePage } from './pages.ts'

export interface PageFigures {
  page: LighthousePage
  /** the median of the runs, category scores 0–100 */
  scores: Record<(typeof CATEGORIES)[number], number>
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  /** audits that lost points in at least one run: id → "title (score, in n of m runs)" */
  failing: Map<string, { title: string; runs: number; worst: number; display: string }>
  runs: number
  /** the browser Lighthouse ran in, as its user agent names it */
  browser: string
  /** the median of Lighthouse's measure of the machine's speed (its benchmark index) */
  benchmarkIndex: number
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

/** Audits that count for a category and scored below 1 (manual and not-applicable ones aside). */
function losingAudits(lhr: Result) {
  const counted = new Set(
    CATEGORIES.flatMap(
      (id) => lhr.categories[id]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? [],
    ),
  )
  return Object.values(lhr.audits).filter(
    (audit) =>
      counted.has(audit.id) &&
      audit.score !== null &&
      audit.score < 1 &&
      audit.scoreDisplayMode !== 'manual' &&
      audit.scoreDisplayMode !== 'notApplicable' &&
      audit.scoreDisplayMode !== 'informative',
  )
}

export function summarise(page: LighthousePage, runs: Result[]): PageFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round(median(runs.map((lhr) => (lhr.categories[id]?.score ?? 0) * 100)))]),
  ) as PageFigures['scores']
  const failing: PageFigures['failing'] = new Map()
  for (const lhr of runs) {
    for (const audit of losingAudits(lhr)) {
      const seen = failing.get(audit.id)
      failing.set(audit.id, {
        title: audit.title,
        runs: (seen?.runs ?? 0) + 1,
        worst: Math.min(seen?.worst ?? 1, audit.score ?? 0),
        display: audit.displayValue ?? seen?.display ?? '',
      })
    }
  }
  return {
    page,
    scores,
    lcpMs: median(runs.map((lhr) => metric(lhr, 'largest-contentful-paint'))),
    fcpMs: median(runs.map((lhr) => metric(lhr, 'first-contentful-paint'))),
    tbtMs: median(runs.map((lhr) => metric(lhr, 'total-blocking-time'))),
    cls: median(runs.map((lhr) => metric(lhr, 'cumulative-layout-shift'))),
    failing,
    runs: runs.length,
    browser: /(?:Headless)?Chrome\/[\d.]+/.exec(runs[0]?.environment.hostUserAgent ?? '')?.[0] ?? 'unknown',
    benchmarkIndex: Math.round(median(runs.map((lhr) => lhr.environment.benchmarkIndex))),
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

export function printFigures(all: PageFigures[]): void {
  const rows = all.map(({ page, scores, lcpMs, fcpMs, tbtMs, cls }) => [
    `${page.name} (${page.language})`,
    ...CATEGORIES.map((id) => String(scores[id])),
    seconds(lcpMs),
    seconds(fcpMs),
    `${Math.round(tbtMs)} ms`,
    cls.toFixed(3),
  ])
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'FCP', 'TBT', 'CLS']
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |\n`
  process.stdout.write(`\nMedians of ${all[0]?.runs ?? 0} runs (mobile preset, simulated throttling):\n\n`)
  process.stdout.write(line(header) + line(widths.map((w) => '-'.repeat(w))) + rows.map(line).join(''))
  // figures from another browser or a much slower moment of the machine are not comparable
  const machines = all.map(({ benchmarkIndex }) => benchmarkIndex)
  process.stdout.write(
    `\nBrowser: ${[...new Set(all.map(({ browser }) => browser))].join(', ')}; ` +
      `Lighthouse's benchmark index of the machine ${Math.min(...machines)}–${Math.max(...machines)}\n`,
  )
  for (const { page, failing, runs } of all) {
    if (!failing.size) continue
    process.stdout.write(`\n${page.name} (${page.language}) ${page.path} loses points on:\n`)
    for (const [id, { title, runs: count, worst, display }] of failing) {
      const value = display ? `, ${display}` : ''
      process.stdout.write(`  - ${id}: ${title} (score ${worst.toFixed(2)}${value}; ${count} of ${runs} runs)\n`)
    }
  }
}
