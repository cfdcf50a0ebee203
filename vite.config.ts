import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * The modules every public page uses, in one chunk: one file gzips smaller than the
 * dozen tiny ones the bundler would cut (the article page's JavaScript budget).
 */
const PUBLIC_SHARED_MODULES =
  /app\/(root\.tsx|i18n\/(i18n\.tsx|dictionaries|language\.ts|localize)|components\/(broken-pictures\.ts|(category-nav|icons|island|language-switcher|newsletter-form|search-box|site-footer)\.tsx)|components\/ui\/(toast-signal|toaster-on-demand)|utils\/(constants|cookies|dates)|routes\/public\/(layout|seo|pending-outlet))|node_modules\/clsx\//

const FRAMEWORK_MODULES = /node_modules\/(react|react-dom|react-router|scheduler|@react-router\/dev)\//

/**
 * The server build's other entries: `render-thread.js`, what a render thread runs
 * (server/rendering/render-thread.ts), the pages without the boot sequence, the API
 * or the demo content; and `database-thread.js` (server/database-thread.ts), the
 * embedded database's own thread. Emitted with their own file names, since React
 * Router names every entry of the server build `index.js`.
 */
function renderThreadEntry(): Plugin {
  return {
    name: 'newsroom-render-thread-entry',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: './server/rendering/render-thread.ts', fileName: 'render-thread.js' })
      this.emitFile({ type: 'chunk', id: './server/database-thread.ts', fileName: 'database-thread.js' })
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The server build's entry is our Express app (server/app.ts), which mounts the
    // API and hands everything else to React Router (template: node-custom-server).
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK_MODULES, priority: 2 },
                { name: 'site', test: PUBLIC_SHARED_MODULES, priority: 1 },
              ],
            },
          },
        },
  },
  ssr: {
    // Native and WASM packages stay in node_modules at run time.
    external: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg'],
    // bundled, so the server loads the few icons it draws, not all of them: the
    // package's entry holds every icon, 7 MB of heap in each thread that imports it
    noExternal: ['lucide-react'],
  },
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [renderThreadEntry()] : [])],
}))
