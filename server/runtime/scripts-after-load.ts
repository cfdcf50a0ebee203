import { HYDRATED_EVENT, HYDRATING_EVENT } from '#app/utils/hydration-events.ts'

/**
 * A public page's scripts start once the page has loaded (docs/decisions/018-scripts-after-load.md).
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for each module of
 * the page's first load and an inline module script that imports the route modules
 * and then the client entry. On a phone's network those 110 KB (gzipped) are fetched
 * at high priority next to the stylesheet and the first picture, and the first and
 * largest paint wait for them. This rewrites the finished page: the preload links
 * leave the HTML, and the module script first waits for the window's `load` event (or
 * the reader's first touch, key or focus, or 3 s at most), then adds the same preload
 * links and imports the same modules, now with `import()`. What the reader did before
 * React took the page over (a tap, a choice in a select) is done again once
 * it has.
 *
 * Byte work on the rendered page, so the Content-Security-Policy's hashes (computed
 * from the bytes after this) cover the script as sent. A page whose scripts are not
 * written as expected is left as it is.
 */

const PRELOAD_LINK = Buffer.from('<link rel="modulepreload" href="')
const LINK_END = Buffer.from('/>')
const MODULE_SCRIPT = Buffer.from('<script type="module" async="">')
const SCRIPT_END = Buffer.from('</script>')

/** The longest the scripts wait for the page's load (a slow picture or frame). */
export const SCRIPTS_WAIT_AT_MOST_MS = 3000

/** What makes the scripts start at once: the reader is about to use the page. */
const READER_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart']

/**
 * What the reader did before React took the page over, done again once it has:
 * - a new choice in a select, made until the end of the hydration: its `change` is sent
 *   again (the article list's category and sort listen from then on);
 * - the last tap on a button that does not submit a form, made before the hydration
 *   began or during it if React did not handle it: a click React cannot handle yet (a
 *   part of the page whose code is still coming, the 404 page's) stops at the
 *   document, so it never bubbles up to the window. (The forms that need React keep
 *   their submit button disabled until it has; the others have an address of their own.)
 *   A part whose buttons work through listeners its effects attach (the article list's
 *   filter panel, `data-listens-after-hydration`) has its tap played again even when it
 *   went up to the window during the hydration: no listener was there yet.
 *   The tap is played again only once the event in hand has been dispatched: a tap
 *   during the hydration makes React finish it at once, inside that tap's dispatch, and
 *   React then handles the tap itself on its way up.
 */
const KEEP_EARLY_INPUT =
  'let tapped;const changed=new Set();const early={' +
  'click(event){const button=event.target.closest?.("button");if(button&&!(button.type==="submit"&&button.form))tapped=button},' +
  'change(event){if(event.target.matches?.("select"))changed.add(event.target)}};' +
  'const handled=(event)=>{if(!event.target.closest?.("[data-listens-after-hydration]"))tapped=undefined};' +
  'for(const type in early)addEventListener(type,early[type],true);' +
  `document.addEventListener(${JSON.stringify(HYDRATING_EVENT)},()=>addEventListener("click",handled),{once:true});` +
  `document.addEventListener(${JSON.stringify(HYDRATED_EVENT)},()=>{` +
  'for(const type in early)removeEventListener(type,early[type],true);' +
  'for(const select of changed)if(select.isConnected)select.dispatchEvent(new Event("change",{bubbles:true}));' +
  'setTimeout(()=>{removeEventListener("click",handled);if(tapped?.isConnected)tapped.click()})},{once:true});'

const STATIC_IMPORT = /import \* as ([\w$]+) from ("[^"\\]+");/g

/** The module script's text, waiting for the page's load before it preloads `preloads` and imports. */
export function deferredModuleScript(code: string, preloads: readonly string[]): string {
  const names: string[] = []
  const sources: string[] = []
  const rest = code.replace(STATIC_IMPORT, (_, name: string, source: string) => {
    names.push(name)
    sources.push(source)
    return ''
  })
  const wait =
    'await new Promise((go)=>{if(document.readyState==="complete")return go();' +
    `addEventListener("load",go,{once:true});setTimeout(go,${SCRIPTS_WAIT_AT_MOST_MS});` +
    `for(const type of ${JSON.stringify(READER_EVENTS)})addEventListener(type,go,{once:true,capture:true,passive:true})});`
  const preload =
    `for(const href of ${JSON.stringify(preloads)})` +
    'document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href}));'
  const imports = names.length
    ? `const [${names.join(',')}]=await Promise.all([${sources.map((source) => `import(${source})`).join(',')}]);`
    : ''
  return `${KEEP_EARLY_INPUT}${wait}${preload}${imports}${rest}`
}

/** `html` with its module preloads and module script started after the page's load. */
export function scriptsAfterLoad(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const scriptAt = html.indexOf(MODULE_SCRIPT)
  if (scriptAt === -1) return html
  const codeAt = scriptAt + MODULE_SCRIPT.length
  const codeEnd = html.indexOf(SCRIPT_END, codeAt)
  if (codeEnd === -1) return html
  const parts: Buffer[] = []
  const preloads: string[] = []
  let kept = 0
  for (let at = html.indexOf(PRELOAD_LINK); at !== -1 && at < scriptAt; at = html.indexOf(PRELOAD_LINK, kept)) {
    const hrefAt = at + PRELOAD_LINK.length
    const hrefEnd = html.indexOf('"', hrefAt)
    const linkEnd = html.indexOf(LINK_END, hrefEnd)
    // only `<link rel="modulepreload" href="…"/>` as React writes it
    if (hrefEnd === -1 || linkEnd !== hrefEnd + 1) return html
    preloads.push(html.toString('utf8', hrefAt, hrefEnd))
    parts.push(html.subarray(kept, at))
    kept = linkEnd + LINK_END.length
  }
  parts.push(
    html.subarray(kept, codeAt),
    Buffer.from(deferredModuleScript(html.toString('utf8', codeAt, codeEnd), preloads)),
    html.subarray(codeEnd),
  )
  return Buffer.concat(parts)
}
