import { gzipSync } from 'node:zlib'

/** The JavaScript a page loads at first (its module preloads and imports), gzipped, in KB. */
export async function pageJavaScriptKb(base: string, urlPath: string): Promise<number> {
  const html = await (await fetch(`${base}${urlPath}`)).text()
  const sources = new Set<string>()
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) sources.add(match[1]!)
  for (const match of html.matchAll(/import(?:\s+[^"']*?\s+from)?\s*\(?"(\/assets\/[^"]+\.js)"/g))
    sources.add(match[1]!)
  let bytes = 0
  for (const source of sources) {
    bytes += gzipSync(Buffer.from(await (await fetch(`${base}${source}`)).arrayBuffer())).length
  }
  return Math.round(bytes / 102.4) / 10
}
