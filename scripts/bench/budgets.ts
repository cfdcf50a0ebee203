import type { BaselineMemory } from './memory.ts'
import type { PageWeight, Target } from './pages.ts'
import type { ServerRun } from './server-runs.ts'

/** The budgets, each checked against a figure of this run. */
export interface Check {
  /** what the budget is for: the busiest day (throughput, latency, memory; when unset) or page weight */
  group?: 'busiest day' | 'page weight'
  what: string
  value: string
  budget: string
  pass: boolean
}

const CACHED_P99_MS = 10
const CACHED_SHARE_OF_NGINX = 0.75
/** fresh renders must not get slower than before the caches came (req/s on the 2-core machine) */
const FRESH_FLOOR: Record<string, number> = { home: 357, 'article page': 533 }
/** lighter pages and cheaper fresh renders (req/s on the 2-core machine, KB) */
const FRESH_TARGET: Record<string, number> = { home: 600, 'article page': 900 }
const HOME_HTML_KB = 50
const FIRST_LOAD_JAVASCRIPT_KB = 115
const PUBLISHING = { p95: 150, p99: 300, visibleMs: 1000, savesPerSecond: 20 }
const MEMORY = { overPgliteIdle: 100, overPglitePeak: 250, postgresIdle: 200, postgresPeak: 350 }

const withUnit = (value: number, unit: string) => (unit ? `${value} ${unit}` : String(value))
const atMost = (what: string, value: number, limit: number, unit: string): Check => ({
  what,
  value: withUnit(value, unit),
  budget: `≤ ${withUnit(limit, unit)}`,
  pass: value <= limit,
})
const atLeast = (what: string, value: number, limit: number, unit: string): Check => ({
  what,
  value: withUnit(value, unit),
  budget: `≥ ${withUnit(limit, unit)}`,
  pass: value >= limit,
})

/** ours as a percentage of a limit's (nginx, Node.js alone), with a decimal when it is small (a fresh render's is) */
export function shareOf(ours: number, limit: number | undefined): number {
  if (!limit) return 0
  const share = (ours / limit) * 100
  return share < 10 ? Math.round(share * 10) / 10 : Math.round(share)
}

export function pageChecks(targets: Target[]): Check[] {
  const checks: Check[] = []
  for (const t of targets) {
    if (t.cached) checks.push(atMost(`${t.name}, cached: p99`, t.cached.p99, CACHED_P99_MS, 'ms'))
    if (t.cached && t.nginx) {
      const share = shareOf(t.cached.requestsPerSecond, t.nginx.requestsPerSecond)
      checks.push(atLeast(`${t.name}, cached: req/s of nginx's`, share, CACHED_SHARE_OF_NGINX * 100, '%'))
    }
    const floor = FRESH_FLOOR[t.name]
    if (t.fresh && floor) checks.push(atLeast(`${t.name}, fresh: req/s`, t.fresh.requestsPerSecond, floor, 'req/s'))
  }
  for (const t of targets) {
    const target = FRESH_TARGET[t.name]
    if (t.fresh && target) {
      checks.push({
        group: 'page weight',
        ...atLeast(`${t.name}, fresh: req/s`, t.fresh.requestsPerSecond, target, 'req/s'),
      })
    }
  }
  return checks
}

/** Page weight: the home page's HTML (either language) and every public page's first-load JavaScript. */
export function weightChecks(weights: PageWeight[]): Check[] {
  const checks: Check[] = []
  for (const w of weights.filter((w) => w.page === 'home' || w.page === 'home in English')) {
    checks.push({ group: 'page weight', ...atMost(`${w.page}: HTML, uncompressed`, w.htmlKb, HOME_HTML_KB, 'KB') })
  }
  for (const w of weights) {
    checks.push({
      group: 'page weight',
      ...atMost(`${w.page}: first-load JavaScript, gzipped`, w.javascriptKb, FIRST_LOAD_JAVASCRIPT_KB, 'KB'),
    })
  }
  return checks
}

export function publishingChecks(label: string, run: ServerRun): Check[] {
  const { readers, saves, visible, nothingLost } = run.publishing
  return [
    atMost(`${label}, publishing: page p95`, readers.p95, PUBLISHING.p95, 'ms'),
    atMost(`${label}, publishing: page p99`, readers.p99, PUBLISHING.p99, 'ms'),
    atMost(`${label}, publishing: reader errors`, readers.errors, 0, ''),
    atMost(`${label}, publishing: failed saves`, saves.failed, 0, ''),
    // not a budget itself: the scenario's own load, without which the others mean little
    atLeast(`${label}, publishing: saves per second (the load)`, saves.perSecond, PUBLISHING.savesPerSecond, '/s'),
    { what: `${label}, publishing: nothing lost`, value: nothingLost ? 'yes' : 'no', budget: 'yes', pass: nothingLost },
    atMost(`${label}, publishing: save visible within (max)`, visible.max, PUBLISHING.visibleMs, 'ms'),
  ]
}

/** On the embedded database the product may add 100 MB at rest and 250 MB at peak to PGlite's own. */
export function embeddedMemoryChecks(run: ServerRun, baseline: BaselineMemory): Check[] {
  const pglite = baseline.pgliteMb
  return [
    atMost('embedded: idle memory', run.idleMb, Math.round(pglite + MEMORY.overPgliteIdle), 'MB'),
    atMost('embedded: peak memory', run.publishing.peakMb, Math.round(pglite + MEMORY.overPglitePeak), 'MB'),
  ]
}

/** On PostgreSQL (no database in the process): 200 MB at rest, 350 MB at peak, for each process. */
export function postgresMemoryChecks(label: string, run: ServerRun): Check[] {
  return [
    atMost(`${label}: idle memory`, run.idleMb, MEMORY.postgresIdle, 'MB'),
    atMost(`${label}: peak memory`, run.publishing.peakMb, MEMORY.postgresPeak, 'MB'),
  ]
}
