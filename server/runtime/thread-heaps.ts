import { setFlagsFromString } from 'node:v8'

/**
 * The main thread's heap sizes, given on the command line because V8 fixes them when
 * it makes that heap (docs/decisions/007-memory-budget.md): `npm start`, the systemd
 * unit and the tests' and bench's servers start Node.js with exactly these
 * (tests/production-start.test.ts holds them to it).
 */
export const MAIN_THREAD_HEAP_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=1024'] as const

/**
 * V8 reads those flags again for every heap it makes, and they win over a thread's own
 * `resourceLimits`: left set, they would size each render thread's and the database
 * thread's heap too. Cleared once the main heap exists (its sizes are fixed then),
 * before any thread starts, so every thread gets the sizes it asks for, or V8's defaults.
 */
export function letThreadsSizeTheirOwnHeaps(): void {
  for (const flag of MAIN_THREAD_HEAP_FLAGS) setFlagsFromString(`${flag.slice(0, flag.indexOf('='))}=0`)
}
