import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './content-security-policy.ts'
import { deferredModuleScript, scriptsAfterLoad } from './scripts-after-load.ts'

/** The end of a page as React Router's `<Scripts>` writes it (v7, split route modules off). */
const PAGE = [
  '<html><head><link rel="stylesheet" href="/assets/tailwind.css"/></head><body><main>Ειδήσεις</main>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/home-D.js";\n',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/public/home":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('')

describe('scripts after the page has loaded', () => {
  const page = scriptsAfterLoad(Buffer.from(PAGE)).toString()

  it('takes the module preloads out of the HTML', () => {
    expect(page).not.toContain('<link rel="modulepreload"')
    // the rest of the page is untouched, in its order
    expect(page).toContain(
      '<main>Ειδήσεις</main><script>window.__reactRouterContext = {};</script><script type="module"',
    )
    expect(page).toMatch(
      /<\/script><script>window.__reactRouterContext.streamController.close\(\);<\/script><\/body><\/html>$/,
    )
  })

  it('has the module script wait for the load, then preload and import the same modules', () => {
    const code = /<script type="module" async="">(.*?)<\/script>/s.exec(page)![1]!
    // what the reader does before React took over is kept (tests/e2e/before-hydration.test.ts)
    expect(code).toMatch(/^let tapped;const changed=new Set\(\);.*"newsroom:hydrated"/)
    expect(code).toMatch(
      /;await new Promise\(\(go\)=>\{if\(document.readyState==="complete"\)return go\(\);addEventListener\("load",go/,
    )
    expect(code).toContain('setTimeout(go,3000)')
    expect(code).toContain('for(const href of ["/assets/entry.client-A.js","/assets/framework-B.js"])')
    expect(code).toContain(
      'const [route0,route1]=await Promise.all([import("/assets/root-C.js"),import("/assets/home-D.js")]);',
    )
    expect(code).not.toContain('import * as')
    expect(code).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/public/home":route1};')
    expect(code.trimEnd()).toMatch(/import\("\/assets\/entry.client-A.js"\);$/)
    // a module script with top-level await: it parses as one
    expect(() => new Function(`return async () => {${code}}`)).not.toThrow()
  })

  it("is what the page's Content-Security-Policy hashes", () => {
    const code = /<script type="module" async="">(.*?)<\/script>/s.exec(page)![1]!
    expect(inlineScriptHashes(page)).toContain(inlineScriptHashes(`<script>${code}</script>`)[0])
  })

  it('leaves a page without a module script, or with preloads written otherwise, as it is', () => {
    const noScript = Buffer.from('<html><body><link rel="modulepreload" href="/a.js"/></body></html>')
    expect(scriptsAfterLoad(noScript)).toBe(noScript)
    const otherLink = Buffer.from(PAGE.replace('framework-B.js"/>', 'framework-B.js" crossorigin=""/>'))
    expect(scriptsAfterLoad(otherLink)).toBe(otherLink)
  })

  it('keeps a script without static imports whole', () => {
    expect(deferredModuleScript('import("/assets/x.js");', [])).toMatch(
      /for\(const href of \[\]\).*import\("\/assets\/x.js"\);$/,
    )
  })
})
