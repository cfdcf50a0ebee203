import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Resident memory as the kernel counts it (VmRSS of /proc/PID/status): the server's
 * render threads run inside its process, so one number covers them.
 */
export function residentMb(pid: number): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb === undefined ? undefined : Math.round(Number(kb) / 102.4) / 10
  } catch {
    return undefined // the process has ended
  }
}

export interface MemorySampler {
  /** the highest sample so far, in MB */
  peak: () => number
  stop: () => { peak: number; samples: number }
}

/** Sample `pids` every 100 ms; each figure is the largest process's (one server, or the busiest of several). */
export function sampleMemory(pids: number[]): MemorySampler {
  let peak = 0
  let samples = 0
  const take = () => {
    for (const pid of pids) peak = Math.max(peak, residentMb(pid) ?? 0)
    samples++
  }
  take()
  const timer = setInterval(take, 100)
  return {
    peak: () => peak,
    stop: () => {
      clearInterval(timer)
      take()
      return { peak, samples }
    },
  }
}

/** Resident memory after start and a settle, before any load: the largest of `pids`, at rest. */
export async function idleMb(pids: number[], settleMs = 5_000): Promise<number> {
  await new Promise((r) => setTimeout(r, settleMs))
  const sampler = sampleMemory(pids)
  await new Promise((r) => setTimeout(r, 1_000))
  return sampler.stop().peak
}

export interface BaselineMemory {
  /** a Node.js process that does nothing */
  nodeMb: number
  /** a Node.js process that creates an empty PGlite (its first start: initdb) */
  pgliteCreateMb: number
  /** a Node.js process that opens that empty PGlite again (every later start): the baseline */
  pgliteMb: number
}

/** Node.js alone and an empty PGlite alone, each in a fresh process (scripts/bench/pglite-alone.js). */
export function baselineMemory(): BaselineMemory {
  const folder = mkdtempSync(path.join(tmpdir(), 'newsroom-pglite-alone-'))
  const run = (what: 'node' | 'create' | 'open') => {
    const child = spawnSync(process.execPath, [path.join(import.meta.dirname, 'pglite-alone.js'), what, folder], {
      encoding: 'utf8',
    })
    if (child.status !== 0) throw new Error(`pglite-alone.js ${what} failed: ${child.stderr}`)
    return (JSON.parse(child.stdout) as { rssMb: number }).rssMb
  }
  try {
    return { nodeMb: run('node'), pgliteCreateMb: run('create'), pgliteMb: run('open') }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
