import { cpus } from 'node:os'

/** The machine's CPU time so far (ms, all cores together), the part of it idle, and its cores. */
export interface CpuTimes {
  idle: number
  total: number
  cores: number
}

function cpuTimes(): CpuTimes {
  const all = cpus()
  let idle = 0
  let total = 0
  for (const { times } of all) {
    idle += times.idle
    total += times.user + times.nice + times.sys + times.idle + times.irq
  }
  return { idle, total, cores: all.length }
}

/**
 * A meter of how many of the machine's cores went unused since its last reading (or
 * since it was made): 1.5 on a two-core machine whose cores were busy a quarter of the
 * time. It counts every process, so a core another program keeps busy is not spare.
 */
export function spareCoresMeter(read: () => CpuTimes = cpuTimes): () => number {
  let last = read()
  return () => {
    const now = read()
    const total = now.total - last.total
    const idle = now.idle - last.idle
    last = now
    return total > 0 ? (idle / total) * now.cores : now.cores
  }
}
