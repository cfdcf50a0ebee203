import { createHash } from 'node:crypto'

/** A Content-Security-Policy header as its directives: name → sources. */
export function parsePolicy(header: string | null | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

/**
 * The `'sha256-…'` sources a browser needs for the inline scripts it would run in this
 * HTML, worked out independently of the server's code (a DOM-free reading: every
 * `<script>` without `src` whose type is JavaScript or a module).
 */
export function expectedScriptSources(html: string): string[] {
  const sources = new Set<string>()
  for (const [, attributes, content] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes!)) continue
    const type = /\stype="([^"]*)"/.exec(attributes!)?.[1] ?? ''
    if (type !== '' && type !== 'module' && type !== 'text/javascript') continue
    sources.add(`'sha256-${createHash('sha256').update(content!, 'utf8').digest('base64')}'`)
  }
  return [...sources]
}
