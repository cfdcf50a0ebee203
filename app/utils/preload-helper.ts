/**
 * The browser's half of every lazy import (`import()`) in the client build, in place of
 * Vite's own preload helper (the `smallPreloadHelper` plugin in vite.config.ts swaps it
 * in; docs/decisions/016-first-load-javascript.md). Vite's helper is in the first load
 * of every page as soon as a chunk imports another lazily, and most of it serves what
 * this site never uses: a relative `base`, CSP nonces on the links it adds, the
 * `modulepreload` feature test, `import.meta.resolve`, waiting for every dependency
 * before reporting the first failure.
 *
 * What it keeps: the chunk's own imports are preloaded next to it (`modulepreload`, no
 * waterfall), its style sheets are added and waited for, each link is added once, and a
 * failure (a style sheet or the chunk itself, say after a deployment replaced the
 * files) is announced as Vite's `vite:preloadError` event before it reaches the import:
 * a listener that calls `preventDefault()` takes it over, as with Vite.
 *
 * The bundler calls it as `__vitePreload(() => import('./chunk.js'), ['assets/dep.js', …])`,
 * the dependencies relative to `base`.
 */

const BASE = import.meta.env.BASE_URL

/** Style sheets being added, by address: a second import of the same chunk waits for the same load. */
const styleSheets: Record<string, Promise<unknown> | undefined> = {}

/** Vite's contract: the event first; unless a listener took the failure over, the import fails with it. */
function announce(error: unknown): void {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error })
  if (window.dispatchEvent(event)) throw error
}

function preload(dependency: string): Promise<unknown> | undefined {
  const href = BASE + dependency
  const css = href.endsWith('.css')
  if (styleSheets[href] ?? document.querySelector(`link[href="${href}"]`)) return styleSheets[href]
  const link = document.createElement('link')
  link.rel = css ? 'stylesheet' : 'modulepreload'
  link.href = href
  document.head.append(link)
  if (!css) return undefined
  return (styleSheets[href] = new Promise((resolve, reject) => {
    link.onload = resolve
    link.onerror = () => {
      // the next import of the chunk tries again
      link.remove()
      styleSheets[href] = undefined
      reject(new Error(`Unable to preload CSS for ${href}`))
    }
  }))
}

export function __vitePreload<T>(load: () => Promise<T>, dependencies?: string[]): Promise<T | undefined> {
  return Promise.all((dependencies ?? []).map(preload))
    .catch(announce)
    .then(() => load().catch(announce) as Promise<T | undefined>)
}
