import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'

/**
 * The modules every public page uses, in one chunk: one file gzips smaller than the
 * dozen tiny ones the bundler would cut (the article page's JavaScript budget).
 */
const PUBLIC_SHARED_MODULES = new RegExp(
  [
    'app/root.tsx',
    'app/i18n/i18n.tsx',
    'app/i18n/dictionaries',
    'app/i18n/language.ts',
    'app/i18n/localize',
    'app/ui/icons.tsx',
    'app/ui/island.tsx',
    'app/ui/language-switcher.tsx',
    'app/ui/toast-signal',
    'app/ui/toaster-on-demand',
    'app/utils/constants',
    'app/utils/cookies',
    'app/utils/dates',
    'app/utils/seo',
    'app/features/media/broken-pictures.ts',
    'app/features/site-shell/category-nav.tsx',
    'app/features/site-shell/layout',
    'app/features/site-shell/pending-outlet',
    'app/features/site-shell/site-footer.tsx',
    'app/features/subscriptions/newsletter-form.tsx',
    'app/features/articles/search/search-box.tsx',
  ]
    .map((module) => module.replace(/[./]/g, (c) => `\\${c}`))
    .join('|'),
)

const FRAMEWORK_MODULES = /node_modules\/(react|react-dom|react-router|scheduler|@react-router\/dev)\//

/**
 * The server build's other entries: `render-thread.js`, what a render thread runs
 * (server/runtime/render-thread.ts), the pages without the boot sequence, the API
 * or the demo content; and `database-thread.js` (server/runtime/database-thread.ts), the
 * embedded database's own thread; and `demo-seed-step.js` (scripts/seed/demo-seed-step.ts),
 * the demo content's step, which server.js hands the start by name, so the server's
 * own chunks never hold the demo texts. Emitted with their own file names, since React
 * Router names every entry of the server build `index.js`.
 */
function renderThreadEntry(): Plugin {
  return {
    name: 'newsroom-render-thread-entry',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: './server/runtime/render-thread.ts', fileName: 'render-thread.js' })
      this.emitFile({ type: 'chunk', id: './server/runtime/database-thread.ts', fileName: 'database-thread.js' })
      this.emitFile({ type: 'chunk', id: './scripts/seed/demo-seed-step.ts', fileName: 'demo-seed-step.js' })
    },
  }
}

/**
 * Vite's preload helper, swapped for ours (app/utils/preload-helper.ts): every page's
 * first load carries the helper, and ours is about half a kilobyte (gzipped) smaller
 * (docs/decisions/016-first-load-javascript.md). This depends on an internal of Vite:
 * the id of the helper's module, `\0vite/preload-helper.js` (`preloadHelperId` in
 * vite/dist/node/chunks/node.js, Vite 8), and on how the bundler calls the helper
 * (`__vitePreload(() => import(…), deps)`). If a Vite release renames the module, the
 * build fails here rather than quietly going back to Vite's helper;
 * tests/e2e/first-load-javascript.test.ts checks that lazy chunks still load.
 */
const VITE_PRELOAD_HELPER_ID = '\0vite/preload-helper.js'
const SMALL_PRELOAD_HELPER = fileURLToPath(new URL('./app/utils/preload-helper.ts', import.meta.url))

/**
 * The chunks every page loads before anything else (the client entry, the root route and
 * what they import): React Router preloads them from the HTML, so the list of what to
 * preload with a lazy chunk leaves them out, and the lazy chunk itself, which its own
 * `import()` asks for at the same moment (`build.modulePreload.resolveDependencies`).
 */
const loadedFirst = new Set<string>()

function preloadedWithLazyChunk(chunk: string, dependencies: string[]): string[] {
  return dependencies.filter((dependency) => dependency !== chunk && !loadedFirst.has(dependency))
}

function smallPreloadHelper(): Plugin {
  let swapped = false
  return {
    name: 'newsroom-small-preload-helper',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    load(id) {
      if (id !== VITE_PRELOAD_HELPER_ID) return null
      swapped = true
      return `export { __vitePreload } from ${JSON.stringify(SMALL_PRELOAD_HELPER)}`
    },
    generateBundle(_options, bundle) {
      loadedFirst.clear()
      const add = (fileName: string) => {
        const chunk = bundle[fileName]
        if (loadedFirst.has(fileName) || chunk?.type !== 'chunk') return
        loadedFirst.add(fileName)
        chunk.imports.forEach(add)
      }
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && /\/app\/(root|entry\.client)\.tsx(\?|$)/.test(file.facadeModuleId ?? ''))
          add(file.fileName)
      }
      const lazy = Object.values(bundle).some((file) => file.type === 'chunk' && file.dynamicImports.length > 0)
      if (lazy && !swapped) {
        this.error(
          `Vite's preload helper (${JSON.stringify(VITE_PRELOAD_HELPER_ID)}) was not loaded: has its id changed?`,
        )
      }
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The server build's entry is our Express app (server/app.ts), which mounts the
    // API and hands everything else to React Router (template: node-custom-server).
    rollupOptions: isSsrBuild
      ? {
          input: './server/app.ts',
          // true and expected in the server's bundle only: a module public pages import
          // lazily (the browser's build gives it a chunk of its own, loaded on demand) is
          // imported directly by admin screens, and the server's bundle keeps it in place
          onLog(level, log, handler) {
            if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log)
          },
        }
      : undefined,
    modulePreload: { resolveDependencies: preloadedWithLazyChunk },
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
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [renderThreadEntry()] : [smallPreloadHelper()])],
}))
