import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'

/**
 * The load generator: wrk (Debian's `wrk`), a C program on its own threads, so the bench
 * measures the server and not a JavaScript client; its Lua script (wrk-report.lua) adds
 * the Accept-Encoding of a browser and reports percentiles and errors as JSON.
 */
const SCRIPT = path.join(import.meta.dirname, 'wrk-report.lua')
const WRK = process.env.WRK_PATH ?? 'wrk'

export interface LoadResult {
  requestsPerSecond: number
  requests: number
  p50: number
  p95: number
  p99: number
  max: number
  /** answers outside 2xx/3xx, plus connections refused, broken or timed out */
  errors: number
}

export interface LoadOptions {
  /** the site, e.g. http://127.0.0.1:3400 */
  base: string
  /** one path, or several requested in turn */
  paths: string[]
  seconds: number
  connections: number
  threads: number
}

/** Stop with a clear message when wrk is missing (before any server starts). */
export function requireWrk(): void {
  const probe = spawnSync(WRK, ['--version'], { encoding: 'utf8' })
  if (probe.error) {
    throw new Error('npm run bench needs wrk, the HTTP load generator: install wrk (apt-get install wrk)')
  }
}

const ms = (microseconds: number) => Math.round(microseconds / 100) / 10

/** One wrk run; resolves with its figures (latencies in milliseconds). */
export function runWrk(options: LoadOptions): Promise<LoadResult> {
  const [first, ...rest] = options.paths
  const args = [
    ...['-t', String(options.threads), '-c', String(options.connections), '-d', `${options.seconds}s`],
    // a slow answer is measured, not dropped as a timeout (wrk's default is 2 s)
    ...['--timeout', '30s', '-s', SCRIPT, `${options.base}${first}`],
    ...(rest.length ? ['--', ...options.paths] : []),
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('BENCH-JSON '))
      if (code !== 0 || !line) return reject(new Error(`wrk ${args.join(' ')} failed (${code}): ${err || out}`))
      const report = JSON.parse(line.slice('BENCH-JSON '.length)) as {
        requests: number
        durationUs: number
        errors: Record<'connect' | 'read' | 'write' | 'status' | 'timeout', number>
        latencyUs: { p50: number; p95: number; p99: number; max: number }
      }
      const e = report.errors
      resolve({
        requestsPerSecond: Math.round(report.requests / (report.durationUs / 1e6)),
        requests: report.requests,
        p50: ms(report.latencyUs.p50),
        p95: ms(report.latencyUs.p95),
        p99: ms(report.latencyUs.p99),
        max: ms(report.latencyUs.max),
        errors: e.connect + e.read + e.write + e.status + e.timeout,
      })
    })
  })
}

/** A warm-up load (code compiled, caches filled, as on a server that has been running), then the measured one. */
export async function measure(options: LoadOptions & { warmUpSeconds: number }): Promise<LoadResult> {
  if (options.warmUpSeconds > 0) await runWrk({ ...options, seconds: options.warmUpSeconds })
  return runWrk(options)
}
