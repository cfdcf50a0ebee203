import { remember } from './remember.server.ts'

/**
 * A counter that moves whenever this process changes content (any successful write
 * through the API). Short-lived caches key on it, so an editor sees a change at once;
 * other processes see it when their few-second cache entries expire.
 */
const state = remember('content-version', () => ({ version: 0 }))

export function contentVersion(): number {
  return state.version
}

export function bumpContentVersion(): void {
  state.version++
}
