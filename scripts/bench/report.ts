import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { shareOf, type Check } from './budgets.ts'
import type { BaselineMemory } from './memory.ts'
import type { BenchOptions } from './options.ts'
import type { PagesResult } from './pages.ts'
import type { ServerRun } from './server-runs.ts'
import { keepPrinted } from './performance-doc.ts'

/** What `npm run bench` prints (and writes into docs/performance.md), and the same figures as JSON. */
export interface BenchSummary {
  date: string
  machine: { cpus: number; node: string }
  settings: { seconds: number; articles: number; connections: number; acceptEncoding: string }
  pages?: PagesResult
  memory?: BaselineMemory
  runs: { embedded?: ServerRun; postgres?: ServerRun; cluster?: ServerRun }
  checks: Check[]
}

const out = (text = '') => {
  process.stdout.write(`${text}\n`)
  for (const line of text.split('\n')) keepPrinted(line)
}

/** Columns: the first left-aligned, the others right-aligned. */
function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  out(line(header))
  out(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const row of rows) out(line(row))
}

const num = (value: number | undefined) => (value === undefined ? '—' : String(value))
const pct = (value: number | undefined) => (value === undefined ? '—' : `${value} %`)

export function printPages(pages: PagesResult): void {
  out('\nPages and answers: 32 connections; fresh = PAGE_CACHE_SECONDS=0; ratio = our req/s / nginx req/s (same bytes)')
  out('Node.js alone = one node:http thread sending the same bytes and header lines from memory, no product code')
  table(
    [
      'target',
      'fresh req/s',
      'p99 ms',
      'of nginx',
      'cached req/s',
      'p99 ms',
      'of nginx',
      'nginx req/s',
      'p99 ms',
      'Node.js alone req/s',
      'cached of Node.js',
      'errors',
    ],
    pages.targets.map((t) => {
      const nginx = t.nginx?.requestsPerSecond
      return [
        t.name,
        num(t.fresh?.requestsPerSecond),
        num(t.fresh?.p99),
        pct(t.fresh && nginx ? shareOf(t.fresh.requestsPerSecond, nginx) : undefined),
        num(t.cached?.requestsPerSecond),
        num(t.cached?.p99),
        pct(t.cached && nginx ? shareOf(t.cached.requestsPerSecond, nginx) : undefined),
        num(nginx),
        num(t.nginx?.p99),
        num(t.node?.requestsPerSecond),
        pct(t.cached && t.node ? shareOf(t.cached.requestsPerSecond, t.node.requestsPerSecond) : undefined),
        String((t.fresh?.errors ?? 0) + (t.cached?.errors ?? 0) + (t.nginx?.errors ?? 0) + (t.node?.errors ?? 0)),
      ]
    }),
  )
  const { fresh, cached } = pages.searches
  if (fresh.requestsPerSecond || cached.requestsPerSecond) {
    out('\nSearches for a never-searched word each time, one connection (the word index itself):')
    out(
      `  fresh server:  ${fresh.requestsPerSecond} req/s, p50 ${fresh.p50} ms, p99 ${fresh.p99} ms, errors ${fresh.errors}`,
    )
    out(
      `  cached server: ${cached.requestsPerSecond} req/s, p50 ${cached.p50} ms, p99 ${cached.p99} ms, errors ${cached.errors}`,
    )
  }
  if (pages.weights.length) {
    out('\nEach page as a first visit gets it (KB):')
    table(
      ['page', 'HTML', 'HTML gzipped', 'first-load JavaScript, gzipped'],
      pages.weights.map((w) => [w.page, String(w.htmlKb), String(w.htmlGzipKb), String(w.javascriptKb)]),
    )
  }
}

export function printMemoryBaseline(memory: BaselineMemory): void {
  out('\nMemory of a fresh Node.js process (VmRSS):')
  out(`  Node.js alone: ${memory.nodeMb} MB`)
  out(`  empty PGlite, first creation (initdb): ${memory.pgliteCreateMb} MB`)
  out(`  empty PGlite, opened again (the baseline: "PGlite alone"): ${memory.pgliteMb} MB`)
}

export function printRuns(summary: BenchSummary, options: BenchOptions): void {
  const runs = Object.entries(summary.runs) as [string, ServerRun][]
  if (runs.length === 0) return
  const { connections, seconds, savesPerSecond } = options.publishing
  out(
    `\nPublishing: ${connections} readers for ${seconds} s over home, the edited article, its section and /?lang=en,` +
      ` editors saving ~${savesPerSecond}/s in all (each its own article, one save after another)`,
  )
  const pglite = summary.memory?.pgliteMb
  table(
    [
      'server',
      'req/s',
      'p95 ms',
      'p99 ms',
      'errors',
      'saves',
      'failed',
      'saves/s',
      'lost',
      'visible p95',
      'max ms',
      'idle MB',
      'peak MB',
    ],
    runs.map(([name, run]) => {
      const { readers, saves, visible } = run.publishing
      const over = (mb: number) => (name === 'embedded' && pglite ? ` (+${Math.round(mb - pglite)})` : '')
      return [
        run.processes > 1 ? `${name} (${run.processes} processes, nginx)` : name,
        String(readers.requestsPerSecond),
        String(readers.p95),
        String(readers.p99),
        String(readers.errors),
        String(saves.saved),
        String(saves.failed),
        String(saves.perSecond),
        run.publishing.nothingLost ? 'nothing' : 'LOST',
        String(visible.p95),
        `${visible.max}${visible.unseen ? ` (${visible.unseen} unseen)` : ''}`,
        `${run.idleMb}${over(run.idleMb)}`,
        `${run.publishing.peakMb}${over(run.publishing.peakMb)}`,
      ]
    }),
  )
  if (pglite)
    out(`  (+N): MB on top of an empty PGlite alone (${pglite} MB); with several processes, the largest one's`)
}

export function printChecks(checks: Check[]): void {
  out('\nSummary: the budgets (figures of this run; absolute ones move on a shared machine)')
  table(
    ['for', 'check', 'measured', 'budget', 'result'],
    checks.map((c) => [c.group ?? 'busiest day', c.what, c.value, c.budget, c.pass ? 'PASS' : 'FAIL']),
  )
  const failed = checks.filter((c) => !c.pass).length
  out(`\n${checks.length - failed} of ${checks.length} budgets met${failed ? `, ${failed} not` : ''}.`)
}

/** Write the summary as JSON; returns its path. */
export function writeSummary(summary: BenchSummary, root: string): string {
  const file = path.join(root, 'bench-results', 'latest.json')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`)
  return file
}

export function machine(): BenchSummary['machine'] {
  return { cpus: os.availableParallelism(), node: process.version }
}
