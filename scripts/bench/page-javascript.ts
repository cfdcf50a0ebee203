import { gzipSync } from 'node:zlib'

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

/** The JavaScript a page loads at first (the modules its HTML preloads and imports), gzipped, in KB. */
export async function pageJavaScriptKb(base: string, urlPath: string): Promise<number> {
  const html = await (await fetch(`${base}${urlPath}`)).text()
  const sources = new Set<string>()
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) sources.add(match[1]!)
  // a public page's module script names them itself, loaded after the page (server/runtime/scripts-after-load.ts)
  for (const [, list] of html.matchAll(/for\(const href of (\[[^\]]*\])\)/g))
    for (const source of JSON.parse(list!) as string[]) sources.add(source)
  for (const match of html.matchAll(/import(?:\s+[^"']*?\s+from)?\s*\(?"(\/assets\/[^"]+\.js)"/g))
    sources.add(match[1]!)
  let bytes = 0
  for (const source of sources) {
    bytes += gzipSync(Buffer.from(await (await fetch(`${base}${source}`)).arrayBuffer())).length
  }
  return kb(bytes)
}

/** A page's HTML as a reader's first visit gets it (no cookie), uncompressed and gzipped, in KB. */
export async function pageHtmlKb(base: string, urlPath: string): Promise<{ kilobytes: number; gzipped: number }> {
  const html = Buffer.from(await (await fetch(`${base}${urlPath}`)).arrayBuffer())
  return { kilobytes: kb(html.length), gzipped: kb(gzipSync(html).length) }
}
