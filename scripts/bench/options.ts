/**
 * What `npm run bench` measures and how long: `--only=pages,publishing,…` picks parts
 * (all but `api` by default), BENCH_SECONDS the measured seconds of each page load,
 * BENCH_WARM_UP_SECONDS the load a new server gets before its pages are measured,
 * BENCH_ARTICLES the generated articles on top of the demo newsroom.
 */
export const PARTS = {
  pages: 'every page and answer, rendered fresh and cached, against nginx serving the same bytes',
  api: 'the other public API answers, fresh and cached (not in the default run)',
  publishing: '64 readers while editors save 25 times a second, embedded database',
  memory: 'resident memory: an empty PGlite alone, the server idle and at its peak while publishing',
  postgres: 'memory and publishing on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL)',
  cluster: 'publishing through nginx in front of three processes on PostgreSQL and S3',
} as const
export type Part = keyof typeof PARTS
const DEFAULT_PARTS: Part[] = ['pages', 'publishing', 'memory', 'postgres', 'cluster']

export interface BenchOptions {
  parts: Set<Part>
  /** parts named with --only (else the default set, from which the PostgreSQL ones drop without a server) */
  chosen: boolean
  seconds: number
  /** the load before each measured one (caches filled) */
  warmUpSeconds: number
  /**
   * the load of every page in turn a new server gets before any is measured: V8 goes
   * on compiling the render code's hot functions for the first 20–30 s of load (a
   * fresh home page at 172 req/s in its first 8 s, 320 from the 24th on), and the
   * figures are those of a server that has been running
   */
  serverWarmUpSeconds: number
  articles: number
  /** the first of the bench's ports: product servers count up from it, nginx from +50 */
  port: number
  /** a PostgreSQL server to create the bench's databases on */
  postgresUrl: string | undefined
  /** the reader load of the publishing scenario */
  publishing: { connections: number; seconds: number; savesPerSecond: number }
  connections: number
  threads: number
}

function whole(name: string, fallback: number): number {
  const value = process.env[name]
  if (value === undefined || value === '') return fallback
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number (got ${value})`)
  return Number(value)
}

export function parseOptions(argv: string[]): BenchOptions {
  let parts = new Set<Part>(DEFAULT_PARTS)
  let chosen = false
  for (const arg of argv) {
    const only = /^--only=(.+)$/.exec(arg)
    if (only) {
      const names = only[1]!.split(',').map((name) => name.trim())
      const unknown = names.filter((name) => !(name in PARTS))
      if (unknown.length) throw new Error(`unknown part ${unknown.join(', ')}; parts: ${Object.keys(PARTS).join(', ')}`)
      parts = new Set(names as Part[])
      chosen = true
    } else if (arg === '--help') {
      const lines = Object.entries(PARTS).map(([name, what]) => `  ${name.padEnd(11)} ${what}`)
      process.stdout.write(`npm run bench [-- --only=part,part]\n${lines.join('\n')}\n`)
      process.exit(0)
    } else {
      throw new Error(`unknown argument ${arg} (try --help)`)
    }
  }
  const seconds = whole('BENCH_SECONDS', 10)
  return {
    parts,
    chosen,
    seconds,
    warmUpSeconds: Math.min(2, seconds),
    serverWarmUpSeconds: whole('BENCH_WARM_UP_SECONDS', 30),
    articles: whole('BENCH_ARTICLES', 1000),
    port: whole('BENCH_PORT', 3400),
    postgresUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined,
    publishing: { connections: 64, seconds: Math.max(seconds * 2, 3), savesPerSecond: 25 },
    connections: 32,
    threads: 2,
  }
}
