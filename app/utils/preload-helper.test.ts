import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** Just enough of a document for the helper: links in a head, looked up by address. */
class FakeLink {
  rel = ''
  href = ''
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  removed = false
  remove() {
    this.removed = true
    links.splice(links.indexOf(this), 1)
  }
}
let links: FakeLink[] = []

function fakeDocument() {
  links = []
  vi.stubGlobal('window', new EventTarget())
  vi.stubGlobal('document', {
    createElement: () => new FakeLink(),
    head: { append: (link: FakeLink) => links.push(link) },
    querySelector: (selector: string) => links.find((link) => selector === `link[href="${link.href}"]`) ?? null,
  })
}

/** A fresh copy of the module (its list of style sheets starts empty). */
async function helper() {
  vi.resetModules()
  return (await import('./preload-helper.ts')).__vitePreload
}

describe("the small preload helper (Vite's __vitePreload)", () => {
  beforeEach(fakeDocument)
  afterEach(() => vi.unstubAllGlobals())

  it("preloads a lazy chunk's imports once each, next to the chunk, and gives the chunk", async () => {
    const preload = await helper()
    const chunk = { Cards: 'cards' }
    await expect(preload(async () => chunk, ['assets/card-1.js', 'assets/format-2.js'])).resolves.toBe(chunk)
    await preload(async () => chunk, ['assets/card-1.js'])
    expect(links.map((link) => [link.rel, link.href])).toEqual([
      ['modulepreload', '/assets/card-1.js'],
      ['modulepreload', '/assets/format-2.js'],
    ])
    // no dependency list (the bundler's `void 0` or `[]`): the chunk alone
    await expect(preload(async () => chunk)).resolves.toBe(chunk)
  })

  it('waits for the style sheets of a lazy chunk before giving it', async () => {
    const preload = await helper()
    const load = vi.fn(async () => 'chunk')
    const loading = preload(load, ['assets/chunk-1.css'])
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
    const [sheet] = links
    expect(sheet).toMatchObject({ rel: 'stylesheet', href: '/assets/chunk-1.css' })
    // a second import of the same chunk waits for the same sheet
    const again = preload(load, ['assets/chunk-1.css'])
    expect(links).toHaveLength(1)
    sheet!.onload!()
    await expect(loading).resolves.toBe('chunk')
    await expect(again).resolves.toBe('chunk')
  })

  it("announces a failure as Vite's vite:preloadError event and fails the import with it", async () => {
    const preload = await helper()
    const announced: unknown[] = []
    window.addEventListener('vite:preloadError', (event) =>
      announced.push((event as Event & { payload: unknown }).payload),
    )
    const gone = new Error('Failed to fetch dynamically imported module')
    await expect(preload(() => Promise.reject(gone), [])).rejects.toBe(gone)
    expect(announced).toEqual([gone])

    // a style sheet that does not load: the chunk is not imported; the next import tries again
    const load = vi.fn(async () => 'chunk')
    const failing = preload(load, ['assets/chunk-1.css'])
    links[0]!.onerror!()
    await expect(failing).rejects.toThrow('Unable to preload CSS for /assets/chunk-1.css')
    expect(load).not.toHaveBeenCalled()
    expect(announced).toHaveLength(2)
    expect(links).toEqual([])
    const retried = preload(load, ['assets/chunk-1.css'])
    links[0]!.onload!()
    await expect(retried).resolves.toBe('chunk')
  })

  it('lets a listener take a failure over (preventDefault), as with Vite', async () => {
    const preload = await helper()
    window.addEventListener('vite:preloadError', (event) => event.preventDefault())
    await expect(preload(() => Promise.reject(new Error('gone')), [])).resolves.toBeUndefined()
  })
})
