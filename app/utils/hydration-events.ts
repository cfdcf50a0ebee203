/**
 * Events on `document` that tell a public page's first script (written by
 * server/rendering/scripts-after-load.ts) where React's hydration is: the reader's
 * first tap on a button before React took the page over is played again once it has
 * (docs/decisions/018-scripts-after-load.md).
 */
export const HYDRATING_EVENT = 'newsroom:hydrating'
export const HYDRATED_EVENT = 'newsroom:hydrated'
