import { setFlagsFromString } from 'node:v8'

/**
 * `npm start` sizes the main thread's heap on the command line (`--max-semi-space-size`,
 * `--max-old-space-size`: docs/decisions/007-memory-budget.md). V8 reads those flags
 * again for every heap it makes, and they win over a thread's own `resourceLimits`:
 * left set, they would size each render thread's and the database thread's heap too.
 * Cleared once the main heap exists (its sizes are fixed then), before any thread
 * starts, so every thread gets the sizes it asks for, or V8's defaults.
 */
export function letThreadsSizeTheirOwnHeaps(): void {
  setFlagsFromString('--max-semi-space-size=0')
  setFlagsFromString('--max-old-space-size=0')
}
