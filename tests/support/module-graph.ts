import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** The project's root folder, and the folders its `#…/` import names stand for (package.json "imports"). */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..')
const ALIASES: Record<string, string> = { '#app/': 'app/', '#server/': 'server/', '#db/': 'db/', '#tests/': 'tests/' }
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"\n]+)['"]/g
/** `import { a, type B } from '…'` and `export { a } from '…'`: the names and where from. */
const NAMED = /\b(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"\n]+)['"]/g
/** A feature's public files only re-export: an import of some of their names reaches only the modules of those. */
const PUBLIC_FILE = /\/public(\.server)?\.ts$/

const namesOf = (list: string) =>
  list
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
    )
    .filter(Boolean)

/** The modules of a public file that export one of these names. */
function reExportsOf(publicFile: string, names: readonly string[]): string[] {
  const source = readFileSync(path.join(PROJECT_ROOT, publicFile), 'utf8')
  const modules: string[] = []
  for (const match of source.matchAll(NAMED)) {
    if (!namesOf(match[1]!).some((name) => names.includes(name))) continue
    const target = resolveImport(publicFile, match[2]!)
    if (target) modules.push(target)
  }
  return modules
}

/** The file an import names, relative to the project's root, or null for a package or generated file. */
export function resolveImport(fromFile: string, specifier: string): string | null {
  const bare = specifier.split('?')[0]!
  const alias = Object.keys(ALIASES).find((prefix) => bare.startsWith(prefix))
  let base: string
  if (alias) base = ALIASES[alias] + bare.slice(alias.length)
  else if (bare.startsWith('.')) base = path.posix.join(path.posix.dirname(fromFile), bare)
  else return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) {
    const full = path.join(PROJECT_ROOT, candidate)
    if (existsSync(full) && statSync(full).isFile()) return candidate
  }
  return null
}

/**
 * Every source file the given files import, directly or through others (themselves
 * included), as the bundler keeps them: through a feature's public file, only the
 * modules of the names imported.
 */
export function importClosure(files: readonly string[]): string[] {
  const seen = new Set<string>()
  const queue = [...files]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file) || !/\.(tsx?|js)$/.test(file)) continue
    seen.add(file)
    const source = readFileSync(path.join(PROJECT_ROOT, file), 'utf8')
    const named = new Map<string, string[]>()
    for (const match of source.matchAll(NAMED)) {
      const target = resolveImport(file, match[2]!)
      if (target) named.set(target, [...(named.get(target) ?? []), ...namesOf(match[1]!)])
    }
    for (const match of source.matchAll(SPECIFIER)) {
      const target = resolveImport(file, match[1]!)
      if (!target) continue
      if (PUBLIC_FILE.test(target) && named.has(target)) queue.push(...reExportsOf(target, named.get(target)!))
      else queue.push(target)
    }
  }
  return [...seen].sort()
}
