// npm run bench [-- --only=pages,publishing,memory,postgres,cluster,api]: the speed and
// memory figures on this machine, printed and written into docs/performance.md. The
// production server on the demo newsroom plus BENCH_ARTICLES (1,000) generated
// articles, loaded with wrk from 127.0.0.1: every page and answer
// against nginx serving the same bytes, 64 readers while an editor saves 25 times a
// second, resident memory at rest and at peak, on the embedded database, on PostgreSQL
// and with three processes behind nginx. Parts are in the modules next to this one.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { findNginx } from '#tests/support/nginx.ts'
import { startSmtpSink } from '#tests/support/smtp-sink.ts'
import { ensureBuild, ROOT } from '../ensure-build.js'
import { embeddedMemoryChecks, pageChecks, postgresMemoryChecks, publishingChecks, weightChecks } from './budgets.ts'
import { baselineMemory } from './memory.ts'
import { parseOptions, type BenchOptions } from './options.ts'
import { ACCEPT_ENCODING } from './nginx-same-bytes.ts'
import { apiTargets, pageTargets, runPages } from './pages.ts'
import { prepareBenchData } from './prepare-data.ts'
import { articleToEdit } from './publishing.ts'
import { withProductServer } from './product-server.ts'
import {
  machine,
  printChecks,
  printMemoryBaseline,
  printPages,
  printRuns,
  writeSummary,
  type BenchSummary,
} from './report.ts'
import { writePerformanceDoc } from './performance-doc.ts'
import { runCluster, runEmbedded, runPostgres } from './server-runs.ts'
import { requireWrk } from './wrk.ts'

/** What the bench needs before it starts anything: a clear sentence, not a stack trace. */
function preconditions(): BenchOptions {
  const options = parseOptions(process.argv.slice(2))
  const { parts } = options
  requireWrk()
  if ((parts.has('postgres') || parts.has('cluster')) && !options.postgresUrl) {
    const missing = 'the postgres and cluster parts need BENCH_DATABASE_URL or TEST_DATABASE_URL'
    if (options.chosen) throw new Error(missing)
    process.stdout.write(`Leaving out ${missing}.\n`)
    parts.delete('postgres')
    parts.delete('cluster')
  }
  if ((parts.has('pages') || parts.has('api') || parts.has('cluster')) && !findNginx()) {
    throw new Error('npm run bench compares with nginx: install nginx (apt-get install nginx)')
  }
  return options
}

let options: BenchOptions
try {
  options = preconditions()
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`)
  process.exit(1)
}
const { parts } = options
const started = Date.now()
ensureBuild()

const summary: BenchSummary = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: {
    seconds: options.seconds,
    articles: options.articles,
    connections: options.connections,
    acceptEncoding: ACCEPT_ENCODING,
  },
  runs: {},
  checks: [],
}
const sink = await startSmtpSink()
const dataDir = mkdtempSync(path.join(tmpdir(), 'newsroom-bench-'))
try {
  const embedded = parts.has('pages') || parts.has('api') || parts.has('publishing') || parts.has('memory')
  if (embedded) {
    process.stdout.write(`Preparing the newsroom with ${options.articles} extra articles...\n`)
    const { articleSlug } = await prepareBenchData(dataDir, options.articles)
    if (parts.has('pages') || parts.has('api')) {
      const { categorySlug } = await withProductServer({ port: options.port, dataDir }, ({ url }) =>
        articleToEdit(url, articleSlug),
      )
      const targets = [
        ...(parts.has('pages') ? pageTargets(articleSlug, categorySlug) : []),
        ...(parts.has('api') ? apiTargets(articleSlug) : []),
      ]
      summary.pages = await runPages({ dataDir, targets, bench: options, withExtras: parts.has('pages') })
      printPages(summary.pages)
      summary.checks.push(...pageChecks(summary.pages.targets), ...weightChecks(summary.pages.weights))
    }
    if (parts.has('memory')) {
      summary.memory = baselineMemory()
      printMemoryBaseline(summary.memory)
    }
    if (parts.has('publishing') || parts.has('memory')) {
      const run = await runEmbedded(dataDir, { bench: options, sink })
      summary.runs.embedded = run
      if (parts.has('publishing')) summary.checks.push(...publishingChecks('embedded', run))
      if (summary.memory) summary.checks.push(...embeddedMemoryChecks(run, summary.memory))
    }
  }
  if (parts.has('postgres')) {
    const run = await runPostgres({ bench: options, sink })
    summary.runs.postgres = run
    summary.checks.push(...publishingChecks('PostgreSQL', run), ...postgresMemoryChecks('PostgreSQL', run))
  }
  if (parts.has('cluster')) {
    const run = await runCluster({ bench: options, sink })
    summary.runs.cluster = run
    summary.checks.push(...publishingChecks('3 processes', run), ...postgresMemoryChecks('3 processes, largest', run))
  }
  printRuns(summary, options)
  printChecks(summary.checks)
  const seconds = Math.round((Date.now() - started) / 1000)
  process.stdout.write(`\nFigures as JSON: ${writeSummary(summary, ROOT)}\n`)
  const run = { date: summary.date, parts: [...parts], full: !options.chosen, seconds, ...summary.machine }
  process.stdout.write(`Figures in ${writePerformanceDoc(run, ROOT)}\n`)
  process.stdout.write(`The bench took ${seconds} s.\n`)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
  await sink.close()
}
