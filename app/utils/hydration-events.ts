/**
 * Events on `document` that tell a public page's first script (written by
 * server/runtime/scripts-after-load.ts) where React's hydration is: what the reader
 * did before React took the page over is done again once it has
 * (docs/decisions/018-scripts-after-load.md).
 */
export const HYDRATING_EVENT = 'newsroom:hydrating'
export const HYDRATED_EVENT = 'newsroom:hydrated'

/**
 * Whether React, unable to hydrate some of the server's markup, drew it itself
 * (hydrateRoot's `onRecoverableError`, app/entry.client.tsx): then a static island's
 * kept markup may be gone (island.tsx).
 */
const hydration = { markupReplaced: false }

export function noteServerMarkupReplaced(): void {
  hydration.markupReplaced = true
}

export function serverMarkupReplaced(): boolean {
  return hydration.markupReplaced
}
