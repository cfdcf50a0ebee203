import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { en } from './en.ts'
import { gr } from './gr.ts'

/**
 * Public pages ship only the public texts (en.ts, gr.ts); the admin's come with the
 * admin. A public module asking for an admin text would show its key to readers.
 */
const APP = path.resolve(import.meta.dirname, '..')
const PUBLIC_SOURCES = [
  'root.tsx',
  'routes/not-found.tsx',
  'routes/public',
  'routes/resources',
  'components/ui/toaster.tsx',
  ...readdirSync(path.join(APP, 'components'))
    .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
    .map((name) => `components/${name}`),
]

function sourcesUnder(relative: string): string[] {
  const full = path.join(APP, relative)
  if (statSync(full).isFile()) return [full]
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(full, name))
}

describe('public texts', () => {
  it('cover every text the public pages ask for, in both languages', () => {
    const used = new Set<string>()
    for (const file of PUBLIC_SOURCES.flatMap(sourcesUnder)) {
      const source = readFileSync(file, 'utf8')
      for (const match of source.matchAll(
        /\b(?:t|translate\([^,]+,|metaText\([^,]+,)\s*\(?\s*'([a-z][\w]*(?:\.[\w]+)+)'/g,
      )) {
        used.add(match[1]!)
      }
    }
    expect(used.size).toBeGreaterThan(50)
    const missing = [...used].filter((key) => !(key in en) || !(key in gr))
    expect(missing).toEqual([])
  })
})
