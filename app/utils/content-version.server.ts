import { remember } from './remember.server.ts'

/**
 * A counter that moves whenever what readers see may have changed: the database
 * announces every content write (migration 0009, whichever process or tool wrote),
 * this process bumps it at once after its own writes, and it moves by itself when
 * the next scheduled article becomes due. In-memory caches of pages, JSON answers
 * and reader-side reads key on it.
 */
const state = remember('content-version', () => ({
  version: 0,
  /** epoch ms at which the next scheduled article goes live, if any */
  nextChangeAt: null as number | null,
  listeners: new Set<() => void>(),
}))

export function contentVersion(): number {
  if (state.nextChangeAt !== null && Date.now() >= state.nextChangeAt) {
    state.nextChangeAt = null
    bumpContentVersion()
  }
  return state.version
}

export function bumpContentVersion(): void {
  state.version++
  for (const listener of state.listeners) listener()
}

/** Move the version by itself at `at` (epoch ms), or never when null. */
export function setNextContentChangeAt(at: number | null): void {
  state.nextChangeAt = at
}

/** Call `listener` after every move of the version; returns a function that stops. */
export function onContentVersionChange(listener: () => void): () => void {
  state.listeners.add(listener)
  return () => state.listeners.delete(listener)
}
