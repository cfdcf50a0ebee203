import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * docs/performance.md holds the figures of the latest full `npm run bench` and of the
 * latest partial one (`--only=…`), each between its markers, written by the bench itself
 * from what it printed: nobody edits figures by hand.
 */
const MARKERS = {
  full: ['<!-- bench: latest full run -->', '<!-- /bench: latest full run -->'],
  partial: ['<!-- bench: latest partial run -->', '<!-- /bench: latest partial run -->'],
} as const

const printed: string[] = []

/** Keep a line the bench printed, for the document. */
export function keepPrinted(line: string): void {
  printed.push(line)
}

function commit(root: string): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: root,
      encoding: 'utf8',
    })
    return dirty.trim() ? `${head} with uncommitted changes` : head
  } catch {
    return 'an unknown commit'
  }
}

export interface RunDescription {
  date: string
  parts: string[]
  full: boolean
  seconds: number
  cpus: number
  node: string
}

/** The section of one run: when, at which commit, on what machine, then every figure as printed. */
export function runSection(run: RunDescription, root: string, lines: readonly string[]): string {
  const what = run.full ? 'Every part' : `Parts ${run.parts.join(', ')}`
  return [
    `${what}, ${run.date.slice(0, 16).replace('T', ' ')} UTC, at ${commit(root)}: ${run.cpus} cores,`,
    `Node.js ${run.node}; the run took ${run.seconds} s.`,
    '',
    '```text',
    ...lines.map((line) => line.replace(/\s+$/, '')).filter((line, i, all) => line !== '' || all[i - 1] !== ''),
    '```',
  ].join('\n')
}

/** Put this run's figures into docs/performance.md between its markers; returns the file's path. */
export function writePerformanceDoc(run: RunDescription, root: string): string {
  const file = path.join(root, 'docs', 'performance.md')
  const text = readFileSync(file, 'utf8')
  const [start, end] = run.full ? MARKERS.full : MARKERS.partial
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from === -1 || to < from) throw new Error(`${file} has no "${start}" … "${end}" markers`)
  const section = runSection(run, root, printed)
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${section}\n${text.slice(to)}`)
  return file
}
